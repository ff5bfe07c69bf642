import type { ModelDefinition } from '../definition.ts';
import { ModelInputError } from '../definition.ts';
import { linspace, num, round } from './common.ts';

/**
 * Pressure drop of a full pipe by Darcy–Weisbach, Δp = f·(L/D)·ρv²/2, with f = 64/Re for laminar
 * flow (Re < 2300) and otherwise the Colebrook equation 1/√f = −2·log10(ε/(3.7D) + 2.51/(Re·√f))
 * solved by fixed-point iteration on 1/√f (White, Fluid Mechanics, 7th ed., §6.6–6.7; ASHRAE
 * Handbook—Fundamentals (2017) ch. 3). Between 2300 and 4000 the flow is transitional and
 * Colebrook is an upper estimate. Curve: Δp against velocity, from a quarter to twice the given
 * one (the laminar–turbulent jump shows where the curve crosses Re = 2300).
 */
const LAMINAR_BELOW_RE = 2300;
const LAMINAR_CONSTANT = 64;
const COLEBROOK_TOLERANCE = 1e-12;
const COLEBROOK_MAX_ITERATIONS = 100;
const GRAVITY = 9.80665;
const CURVE_POINTS = 36;

/** The Darcy friction factor at Reynolds number `re` and relative roughness ε/D. */
export function frictionFactor(re: number, relativeRoughness: number): number {
  if (re < LAMINAR_BELOW_RE) return LAMINAR_CONSTANT / re;
  let x = 8; // 1/√f of a smooth pipe near Re = 10⁵: converges in a few steps from here
  for (let i = 0; i < COLEBROOK_MAX_ITERATIONS; i++) {
    const next = -2 * Math.log10(relativeRoughness / 3.7 + 2.51 * (x / re));
    if (Math.abs(next - x) < COLEBROOK_TOLERANCE) return 1 / (next * next);
    x = next;
  }
  throw new ModelInputError('Colebrook 方程未收敛，请检查管径与管壁粗糙度');
}

export const pipePressureDropModel: ModelDefinition = {
  code: 'pipe-pressure-drop',
  inputs: [
    { name: 'diameter', label: '管道内径', unit: 'm', above: 0, max: 10 },
    { name: 'length', label: '管道长度', unit: 'm', above: 0, max: 100_000 },
    { name: 'velocity', label: '平均流速', unit: 'm/s', above: 0, max: 100 },
    { name: 'roughness', label: '管壁绝对粗糙度', unit: 'mm', min: 0, max: 50 },
    { name: 'density', label: '流体密度', unit: 'kg/m³', above: 0, max: 20_000 },
    { name: 'viscosity', label: '动力黏度', unit: 'mPa·s', above: 0, max: 100_000 },
  ],
  compute(values) {
    const d = num(values, 'diameter');
    const length = num(values, 'length');
    const v = num(values, 'velocity');
    const rho = num(values, 'density');
    const mu = num(values, 'viscosity') / 1000;
    const relative = num(values, 'roughness') / 1000 / d;
    if (relative >= 0.5) throw new ModelInputError('管壁绝对粗糙度必须小于管道内径的一半');
    const drop = (velocity: number) => {
      const re = (rho * velocity * d) / mu;
      const f = frictionFactor(re, relative);
      return { re, f, pa: ((f * length) / d) * ((rho * velocity * velocity) / 2) };
    };
    const here = drop(v);
    const axis = linspace(v / 4, v * 2, CURVE_POINTS).map((x) => round(x, 4));
    return {
      outputs: [
        { name: 'pressureDrop', label: '压降', unit: 'kPa', value: round(here.pa / 1000, 3) },
        { name: 'headLoss', label: '沿程水头损失', unit: 'm', value: round(here.pa / (rho * GRAVITY), 3) },
        { name: 'frictionFactor', label: '达西摩擦系数', unit: '', value: round(here.f, 5) },
        { name: 'reynolds', label: '雷诺数', unit: '', value: round(here.re, 0) },
        {
          name: 'flow',
          label: '体积流量',
          unit: 'm³/h',
          value: round(((Math.PI * d * d) / 4) * v * 3600, 3),
        },
      ],
      axis: { name: 'velocity', label: '平均流速', unit: 'm/s', values: axis },
      series: [
        {
          name: 'pressureDrop',
          label: '压降',
          unit: 'kPa',
          values: axis.map((x) => round(drop(x).pa / 1000, 3)),
        },
      ],
    };
  },
};
