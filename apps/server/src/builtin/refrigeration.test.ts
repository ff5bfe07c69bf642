import { describe, expect, it } from 'vitest';
import { compressorCop } from './compressor-cop.ts';
import { freezingTime } from './freezing-time.ts';
import { frostRisk } from './frost-risk.ts';
import { BuiltinInputError } from './input.ts';
import { reeferDrift } from './reefer-drift.ts';
import { respirationHeat } from './respiration-heat.ts';
import { wallHeatFlux } from './wall-heat-flux.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BuiltinInputError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('freezing time (Plank)', () => {
  const seeded = () => ({
    shape: '平板',
    thickness: 0.05,
    density: 1050,
    latentHeat: 250,
    conductivity: 1.6,
    heatTransfer: 25,
    freezingPoint: -1.5,
    airTemp: -35,
  });

  it('gives the textbook sphere: Singh & Heldman, Introduction to Food Engineering (Plank example)', () => {
    // 7 cm sphere, ρ 1000 kg/m³, L 250 kJ/kg, Tf −1.25 °C, air −40 °C, h 50 W/(m²·K), k 1.2 W/(m·K);
    // the book answers 2603 s = 0.72 h. By hand: 1000·250 000/38.75 = 6 451 613;
    // 0.07/(6·50) = 2.3333e-4, 0.07²/(24·1.2) = 1.7014e-4; 6 451 613·4.0347e-4 = 2603 s.
    expect(
      freezingTime({
        shape: '球',
        thickness: 0.07,
        density: 1000,
        latentHeat: 250,
        conductivity: 1.2,
        heatTransfer: 50,
        freezingPoint: -1.25,
        airTemp: -40,
      }),
    ).toEqual({ shape: '球', shapeFactorP: 0.1667, shapeFactorR: 0.0417, seconds: 2603, hours: 0.723 });
  });

  it("gives the catalogue's slab by hand, and a cylinder between slab and sphere", () => {
    // 1050·250 000/(−1.5 + 35) = 7 835 821; 0.5·0.05/25 = 0.001, 0.125·0.05²/1.6 = 1.953e-4;
    // 7 835 821·0.0011953 = 9366 s = 2.602 h.
    expect(freezingTime(seeded())).toMatchObject({ shape: '平板', seconds: 9366, hours: 2.602 });
    // Cylinder: 7 835 821·(0.25·0.05/25 + 0.0625·0.0025/1.6) = 7 835 821·5.9766e-4 = 4683 s.
    expect(freezingTime({ ...seeded(), shape: 'cylinder' }).seconds).toBe(4683);
  });

  it('refuses an unknown shape and air not colder than the freezing point', () => {
    expect(refusal(() => freezingTime({ ...seeded(), shape: '立方体' }))).toBe(
      '不支持的形状：立方体，可选 平板、圆柱、球',
    );
    expect(refusal(() => freezingTime({ ...seeded(), airTemp: -1.5 }))).toBe('初始冻结点必须高于冷风温度');
    expect(refusal(() => freezingTime({ ...seeded(), thickness: 0 }))).toBe(
      '厚度或直径必须在 0.001 m 到 2 m 之间',
    );
  });
});

describe('reefer drift after power loss (lumped capacity)', () => {
  const seeded = () => ({ ua: 45, capacity: 9000, initialTemp: -18, ambientTemp: 32, hours: 12 });

  it("gives the catalogue's curve hour by hand", () => {
    // τ = 9 000 000 J/K / 45 W/K = 200 000 s = 55.56 h. At 12 h: e^(−12/55.556) = 0.805735,
    // T = 32 − 50·0.805735 = −8.29 °C; at 1 h: e^(−0.018) = 0.982161, T = −17.11 °C.
    const answer = reeferDrift(seeded());
    expect(answer.timeConstantHours).toBe(55.56);
    expect(answer.finalTemp).toBe(-8.29);
    expect(answer.curve).toHaveLength(13);
    expect(answer.curve[0]).toEqual({ hour: 0, temperature: -18 });
    expect(answer.curve[1]).toEqual({ hour: 1, temperature: -17.11 });
    expect(answer.curve[12]).toEqual({ hour: 12, temperature: -8.29 });
    expect(answer.hoursToLimit).toBeNull();
    // A fractional span ends on its own point.
    expect(reeferDrift({ ...seeded(), hours: 2.5 }).curve.map((point) => point.hour)).toEqual([0, 1, 2, 2.5]);
  });

  it('gives the time to a limit, and none when the ambient never brings the box there', () => {
    // (−10 − 32)/(−18 − 32) = 0.84; 55.556·ln(1/0.84) = 55.556·0.174353 = 9.69 h.
    expect(reeferDrift({ ...seeded(), limitTemp: -10 }).hoursToLimit).toBe(9.69);
    expect(reeferDrift({ ...seeded(), limitTemp: -18 }).hoursToLimit).toBe(0);
    expect(reeferDrift({ ...seeded(), limitTemp: 40 }).hoursToLimit).toBeNull();
  });

  it('refuses a span beyond ten days', () => {
    expect(refusal(() => reeferDrift({ ...seeded(), hours: 500 }))).toBe(
      '预测时长必须在 0.1 小时 到 240 小时 之间',
    );
  });
});

describe('compressor COP (reversed Carnot × efficiencies)', () => {
  it("gives the catalogue's case by hand", () => {
    // Te = 248.15 K, Tc = 313.15 K: 248.15/65 = 3.8177; × 0.7 = 2.6724 (no mechanical loss given).
    expect(compressorCop({ evaporatingTemp: -25, condensingTemp: 40, isentropicEfficiency: 0.7 })).toEqual({
      carnotCop: 3.818,
      cop: 2.672,
      isentropicEfficiency: 0.7,
      mechanicalEfficiency: 1,
      temperatureLift: 65,
    });
    // A textbook air-conditioning pair, 5 °C / 35 °C: 278.15/30 = 9.272; × 0.75 × 0.9 = 6.258.
    expect(
      compressorCop({
        evaporatingTemp: 5,
        condensingTemp: 35,
        isentropicEfficiency: 0.75,
        mechanicalEfficiency: 0.9,
      }).cop,
    ).toBe(6.258);
  });

  it('refuses an efficiency outside (0, 1] and a lift under 1 K', () => {
    const base = { evaporatingTemp: -25, condensingTemp: 40, isentropicEfficiency: 0.7 };
    expect(refusal(() => compressorCop({ ...base, isentropicEfficiency: 1.2 }))).toBe(
      '等熵效率必须大于 0 且不超过 1',
    );
    expect(refusal(() => compressorCop({ ...base, isentropicEfficiency: 0 }))).toBe(
      '等熵效率必须大于 0 且不超过 1',
    );
    expect(refusal(() => compressorCop({ ...base, mechanicalEfficiency: -0.5 }))).toBe(
      '机械效率必须大于 0 且不超过 1',
    );
    expect(refusal(() => compressorCop({ ...base, evaporatingTemp: 10, condensingTemp: 10 }))).toBe(
      '冷凝温度必须比蒸发温度至少高 1 °C',
    );
    // Found by the fuzzer: two tiny temperatures a hair apart sent the Carnot bound to infinity.
    expect(
      refusal(() =>
        compressorCop({ ...base, evaporatingTemp: 3e-323, condensingTemp: 2.233613128882644e-305 }),
      ),
    ).toBe('冷凝温度必须比蒸发温度至少高 1 °C');
    expect(compressorCop({ ...base, evaporatingTemp: 0, condensingTemp: 1 }).carnotCop).toBe(273.15);
  });
});

describe('respiration heat (Becker–Fricke correlation, ASHRAE Handbook—Refrigeration)', () => {
  it('gives apples and strawberries by hand, close to the measured heats', () => {
    // Apples at 2 °C: 35.6^2.5977 = e^(2.5977·3.572346) = e^9.279884 = 10 713;
    // 10.7·5.6871e-4/3600·10 713 = 0.018120 W/kg = 18.12 W/t; 20 t → 0.3624 kW, 8.698 kWh/d.
    expect(respirationHeat({ product: '苹果', mass: 20, temperature: 2 })).toEqual({
      product: '苹果',
      heatRate: 18.12,
      totalHeat: 0.3624,
      dailyEnergy: 8.698,
      coefficientF: 5.6871e-4,
      coefficientG: 2.5977,
    });
    // Strawberries at 0 °C: 32^3.033 = e^(3.033·3.465736) = e^10.511578 = 36 764;
    // 10.7·3.6683e-4/3600·36 764 = 0.04008 W/kg = 40.1 W/t. USDA Handbook 66 measures
    // 0.069 Btu/(lb·h) = 44.6 mW/kg: within 11 %.
    expect(respirationHeat({ product: 'strawberry', mass: 1, temperature: 0 }).heatRate).toBeCloseTo(40.1, 1);
    // Respiration at least doubles for 10 K (Q10 ≥ 2): strawberries 10 °C against 0 °C.
    const warm = respirationHeat({ product: '草莓', mass: 1, temperature: 10 }).heatRate;
    expect(warm / 40.06).toBeGreaterThan(2);
  });

  it('refuses an unknown product, and names the ones still without checked coefficients', () => {
    expect(refusal(() => respirationHeat({ product: '榴莲', mass: 1, temperature: 2 }))).toBe(
      '不支持的品种：榴莲，可选 苹果、草莓',
    );
    expect(refusal(() => respirationHeat({ product: '香蕉', mass: 1, temperature: 13 }))).toBe(
      '暂未收录香蕉的呼吸热系数，目前可选 苹果、草莓',
    );
    expect(refusal(() => respirationHeat({ product: '苹果', mass: 1, temperature: -20 }))).toBe(
      '贮藏温度必须在 -2°C 到 30°C 之间',
    );
  });
});

describe('insulated panel heat flux (series resistances, hi 8 and ho 23 W/(m²·K))', () => {
  it("gives the catalogue's 150 mm polyurethane panel by hand", () => {
    // R = 1/8 + 0.15/0.024 + 1/23 = 0.125 + 6.25 + 0.043478 = 6.418478 m²·K/W; K = 0.155800;
    // q = 0.1558·50 = 7.790 W/m²; Q = 779.0 W; 779·24/1000 = 18.696 kWh/d.
    expect(wallHeatFlux({ thickness: 0.15, conductivity: 0.024, area: 100, deltaT: 50 })).toEqual({
      insideCoefficient: 8,
      outsideCoefficient: 23,
      resistance: 6.4185,
      kValue: 0.1558,
      heatFlux: 7.79,
      heatFlow: 779,
      dailyEnergy: 18.696,
    });
  });

  it('refuses a temperature difference that is not positive', () => {
    const base = { thickness: 0.15, conductivity: 0.024, area: 100 };
    expect(refusal(() => wallHeatFlux({ ...base, deltaT: 0 }))).toBe('内外温差必须大于 0 K');
    expect(refusal(() => wallHeatFlux({ ...base, deltaT: 200 }))).toBe('内外温差必须在 0 K 到 150 K 之间');
  });
});

describe('evaporator frost risk (Magnus dew point and frost point)', () => {
  it("judges the catalogue's fin by hand", () => {
    // −18 °C, 85 %: es = 0.6112·e^(17.62·(−18)/225.12) = 0.6112·e^−1.408848 = 0.149393 kPa,
    // e = 0.126984 kPa. Dew point: γ = ln 0.85 − 1.408848 = −1.571367,
    // Td = 243.12·γ/(17.62 − γ) = −19.91 °C. Frost point (ice: 22.46, 272.62 °C):
    // γi = ln(1.26984/6.112) = −1.571360, Tf = 272.62·γi/(22.46 − γi) = −17.83 °C.
    expect(frostRisk({ surfaceTemp: -28, airTemp: -18, relativeHumidity: 85 })).toMatchObject({
      dewPoint: -19.91,
      frostPoint: -17.83,
      frost: true,
      condensation: false,
      risk: '高',
      verdict: '表面温度 -28°C 低于 0°C 且低于来风露点 -19.91°C：会结霜，需安排除霜',
    });
    // Between the dew point and the frost point: frost still deposits, slowly.
    expect(frostRisk({ surfaceTemp: -19, airTemp: -18, relativeHumidity: 85 })).toMatchObject({
      frost: true,
      risk: '中',
    });
    // 20 °C, 60 %: dew point 12.0 °C; a 5 °C coil sweats, a 15 °C one stays dry.
    expect(frostRisk({ surfaceTemp: 5, airTemp: 20, relativeHumidity: 60 })).toMatchObject({
      dewPoint: 12,
      frostPoint: null,
      frost: false,
      condensation: true,
      risk: '低',
    });
    expect(frostRisk({ surfaceTemp: 15, airTemp: 20, relativeHumidity: 60 }).risk).toBe('无');
  });

  it('refuses a humidity outside 0–100 % and temperatures outside the formula', () => {
    expect(refusal(() => frostRisk({ surfaceTemp: -28, airTemp: -18, relativeHumidity: 120 }))).toBe(
      '来风相对湿度必须大于 0% 且不超过 100%',
    );
    expect(refusal(() => frostRisk({ surfaceTemp: -28, airTemp: -18, relativeHumidity: 0 }))).toBe(
      '来风相对湿度必须大于 0% 且不超过 100%',
    );
    expect(refusal(() => frostRisk({ surfaceTemp: -60, airTemp: -18, relativeHumidity: 85 }))).toBe(
      '翅片表面温度必须在 -45°C 到 60°C 之间',
    );
  });
});
