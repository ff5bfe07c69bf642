import { BuiltinInputError, inRange, round } from './input.ts';

/** Latent heat of fusion of ice, kJ/kg (0 °C, 333.55 kJ/kg in the CRC Handbook; 334 as the trade uses it). */
const ICE_LATENT_KJ_PER_KG = 334;

/**
 * How long ice packs hold a vaccine box: the heat leaking in, UA·(Ta − Ti), melts the ice; the
 * box holds while ice is left (WHO PQS E004 describes cold life the same way: ice melting
 * against the wall's leak).
 */
export function vaccineHoldover(input: {
  iceMass: number;
  ua: number;
  ambientTemp: number;
  insideTemp: number;
}) {
  const mass = inRange('冰排质量', input.iceMass, 0.1, 100, ' kg');
  const ua = inRange('箱体漏热系数 UA', input.ua, 0.01, 50, ' W/K');
  const ambient = inRange('环境温度', input.ambientTemp, -30, 60, '°C');
  const inside = inRange('箱内温度', input.insideTemp, -30, 30, '°C');
  if (ambient <= inside) throw new BuiltinInputError('环境温度必须高于箱内温度');
  const leakW = ua * (ambient - inside);
  const seconds = (mass * ICE_LATENT_KJ_PER_KG * 1000) / leakW;
  return { heatLeak: round(leakW, 3), holdoverHours: round(seconds / 3600, 2) };
}

/**
 * The overall heat-transfer coefficient K of a refrigerated body by the internal heating method
 * of the ATP agreement (Annex 1, Appendix 2, §1): K = W / (S·ΔT), with S the geometric mean of the
 * inner and outer surfaces, S = √(Si·Se), and ΔT the difference of the mean temperatures.
 */
export function truckKValue(input: {
  heatingPower: number;
  insideTemp: number;
  outsideTemp: number;
  innerArea: number;
  outerArea: number;
}) {
  const power = inRange('内部加热功率', input.heatingPower, 1, 100_000, ' W');
  const inside = inRange('厢内平均温度', input.insideTemp, -50, 80, '°C');
  const outside = inRange('厢外平均温度', input.outsideTemp, -50, 80, '°C');
  const inner = inRange('内表面积', input.innerArea, 1, 1000, ' m²');
  const outer = inRange('外表面积', input.outerArea, 1, 1000, ' m²');
  if (outer < inner) throw new BuiltinInputError('外表面积不能小于内表面积');
  if (inside - outside < 5) throw new BuiltinInputError('厢内平均温度应比厢外高 5°C 以上（内加热法）');
  const area = Math.sqrt(inner * outer);
  const k = power / (area * (inside - outside));
  // ATP classes: IN (normally insulated) K ≤ 0.70, IR (heavily insulated) K ≤ 0.40 W/(m²·K).
  const insulation = k <= 0.4 ? '强隔热（IR）' : k <= 0.7 ? '普通隔热（IN）' : '未达到 ATP 隔热要求';
  return { meanArea: round(area, 3), kValue: round(k, 4), insulation };
}
