import { BuiltinInputError, inRange, round } from './input.ts';

/**
 * Heat through an insulated panel by thermal resistances in series:
 *
 *   R = 1/hi + δ/λ + 1/ho,   K = 1/R,   q = K·ΔT,   Q = K·A·ΔT
 *
 * The surface coefficients are fixed design values: outside ho = 23 W/(m²·K) (moving outdoor
 * air; GB 50176 takes the same), inside hi = 8 W/(m²·K) (still air against the panel; GB 50176
 * takes 8.7 for a room's inner surface). The panel's steel skins add a negligible resistance and
 * are left out. ΔT is the air-to-air difference.
 */
export const INSIDE_COEFFICIENT = 8;
export const OUTSIDE_COEFFICIENT = 23;

export interface WallHeatFluxAnswer {
  /** W/(m²·K) */
  insideCoefficient: number;
  outsideCoefficient: number;
  /** m²·K/W */
  resistance: number;
  /** W/(m²·K) */
  kValue: number;
  /** W/m² */
  heatFlux: number;
  /** W */
  heatFlow: number;
  /** kWh a day at that flow */
  dailyEnergy: number;
}

export function wallHeatFlux(input: {
  thickness: number;
  conductivity: number;
  area: number;
  deltaT: number;
}): WallHeatFluxAnswer {
  const thickness = inRange('聚氨酯层厚度', input.thickness, 0.001, 1, ' m');
  const conductivity = inRange('保温材料导热系数', input.conductivity, 0.005, 5, ' W/(m·K)');
  const area = inRange('面积', input.area, 0.01, 100_000, ' m²');
  if (Number.isFinite(input.deltaT) && input.deltaT <= 0) throw new BuiltinInputError('内外温差必须大于 0 K');
  const deltaT = inRange('内外温差', input.deltaT, 0, 150, ' K');
  const resistance = 1 / INSIDE_COEFFICIENT + thickness / conductivity + 1 / OUTSIDE_COEFFICIENT;
  const k = 1 / resistance;
  const flow = k * area * deltaT;
  return {
    insideCoefficient: INSIDE_COEFFICIENT,
    outsideCoefficient: OUTSIDE_COEFFICIENT,
    resistance: round(resistance, 4),
    kValue: round(k, 4),
    heatFlux: round(k * deltaT, 3),
    heatFlow: round(flow, 2),
    dailyEnergy: round((flow * 24) / 1000, 3),
  };
}
