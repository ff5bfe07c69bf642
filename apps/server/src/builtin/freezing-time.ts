import { BuiltinInputError, inRange, ownEntry, round } from './input.ts';

/**
 * Freezing time of a food by Plank's equation (Plank 1913; ASHRAE Handbook—Refrigeration ch. 20,
 * "Cooling and Freezing Times of Foods"; Singh & Heldman, Introduction to Food Engineering, ch. 7):
 *
 *   t = ρ·L / (Tf − Ta) · (P·a/h + R·a²/k)
 *
 * with ρ the density (kg/m³), L the latent heat of the food (J/kg), Tf its initial freezing point
 * and Ta the cooling air (°C), a the characteristic dimension (m: the thickness of a slab cooled
 * on both faces, the diameter of a cylinder or a sphere), h the surface heat-transfer coefficient
 * (W/(m²·K)), k the thermal conductivity of the frozen food (W/(m·K)) and P, R the shape factors:
 * slab 1/2, 1/8; infinite cylinder 1/4, 1/16; sphere 1/6, 1/24. Plank counts the phase change
 * alone (no precooling above Tf, no tempering below it), so it underestimates a real freezer's
 * time; it is the standard first estimate.
 */
const SHAPES = {
  平板: { p: 1 / 2, r: 1 / 8 },
  圆柱: { p: 1 / 4, r: 1 / 16 },
  球: { p: 1 / 6, r: 1 / 24 },
} as const;
type Shape = keyof typeof SHAPES;
const SHAPE_NAMES = Object.keys(SHAPES) as Shape[];

/** Spellings people type for the same shape. */
const SHAPE_ALIASES: Record<string, Shape> = {
  平板: '平板',
  板: '平板',
  无限大平板: '平板',
  slab: '平板',
  圆柱: '圆柱',
  圆柱体: '圆柱',
  无限长圆柱: '圆柱',
  cylinder: '圆柱',
  球: '球',
  球形: '球',
  球体: '球',
  sphere: '球',
};

function shapeOf(name: string): Shape {
  const found = ownEntry(SHAPE_ALIASES, name.trim().toLowerCase());
  if (!found) throw new BuiltinInputError(`不支持的形状：${name}，可选 ${SHAPE_NAMES.join('、')}`);
  return found;
}

export interface FreezingTimeAnswer {
  shape: Shape;
  shapeFactorP: number;
  shapeFactorR: number;
  /** s */
  seconds: number;
  /** h */
  hours: number;
}

export function freezingTime(input: {
  shape: string;
  thickness: number;
  density: number;
  latentHeat: number;
  conductivity: number;
  heatTransfer: number;
  freezingPoint: number;
  airTemp: number;
}): FreezingTimeAnswer {
  const shape = shapeOf(input.shape);
  const a = inRange('厚度或直径', input.thickness, 0.001, 2, ' m');
  const density = inRange('密度', input.density, 100, 3000, ' kg/m³');
  const latent = inRange('冻结潜热', input.latentHeat, 1, 400, ' kJ/kg');
  const k = inRange('冻结后导热系数', input.conductivity, 0.01, 10, ' W/(m·K)');
  const h = inRange('表面换热系数', input.heatTransfer, 1, 10_000, ' W/(m²·K)');
  const tf = inRange('初始冻结点', input.freezingPoint, -30, 5, '°C');
  const ta = inRange('冷风温度', input.airTemp, -200, 5, '°C');
  if (tf <= ta) throw new BuiltinInputError('初始冻结点必须高于冷风温度');
  const { p, r } = SHAPES[shape];
  const seconds = ((density * latent * 1000) / (tf - ta)) * ((p * a) / h + (r * a * a) / k);
  return {
    shape,
    shapeFactorP: round(p, 4),
    shapeFactorR: round(r, 4),
    seconds: round(seconds, 0),
    hours: round(seconds / 3600, 3),
  };
}
