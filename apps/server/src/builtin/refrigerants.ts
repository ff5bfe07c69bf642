import { BuiltinInputError, inRange, round } from './input.ts';

/**
 * Saturation pressure (kPa, absolute) against temperature (°C) of three refrigerants, from
 * tabulated reference data; between the rows ln p is interpolated linearly in 1/T (the
 * Clausius–Clapeyron form), which stays within about 0.3 % of the equations of state over 10 K.
 *
 * - R134a: NIST Chemistry WebBook, saturation properties (Tillner-Roth & Baehr 1994 equation of
 *   state). The 50 °C and 60 °C rows were 1318.5 and 1682.8 kPa, as older textbook tables
 *   (Çengel's, from an earlier equation) give them, 0.05 % above the equation of state; they now
 *   hold its 1317.9 and 1681.8 kPa (checked with CoolProp's vapour-pressure ancillary of the
 *   Tillner-Roth & Baehr equation, within 0.01 % of it, which puts every other row within 0.006 %).
 * - R717 (ammonia): NIST Chemistry WebBook, saturation properties (Tillner-Roth, Harms-Watzenberg
 *   & Baehr 1993 equation of state). Every row is within 0.06 % of CoolProp's vapour-pressure
 *   ancillary of the newer Gao et al. (2020) equation (itself within 0.05 % of that equation).
 * - R404A: a blend with a small glide; the bubble-point pressure of the pseudo-pure fluid
 *   equation of state of Lemmon (Int. J. Thermophys. 24(4), 2003), as REFPROP tabulates it, in
 *   5 K steps. 20 °C is left out: in the copy transcribed it is out of line with its neighbours
 *   (1097.7 kPa, where 15 °C and 25 °C put it near 1083), so it is interpolated like any other.
 */
const TABLES: Record<RefrigerantName, readonly (readonly [number, number])[]> = {
  R134a: [
    [-40, 51.21],
    [-30, 84.38],
    [-20, 132.73],
    [-10, 200.6],
    [0, 292.8],
    [10, 414.61],
    [20, 571.71],
    [30, 770.2],
    [40, 1016.6],
    [50, 1317.9],
    [60, 1681.8],
  ],
  R404A: [
    [-40, 132.5],
    [-35, 165.3],
    [-30, 204.1],
    [-25, 249.3],
    [-20, 301.8],
    [-15, 362.5],
    [-10, 432.1],
    [-5, 511.4],
    [0, 601.3],
    [5, 702.7],
    [10, 816.5],
    [15, 943.6],
    [25, 1241.8],
    [30, 1415.0],
    [35, 1605.6],
    [40, 1814.8],
    [45, 2043.9],
  ],
  R717: [
    [-40, 71.66],
    [-30, 119.4],
    [-20, 190.1],
    [-10, 290.8],
    [0, 429.4],
    [10, 615.1],
    [20, 857.5],
    [30, 1167.2],
    [40, 1555.4],
    [50, 2033.1],
  ],
};

export const REFRIGERANTS = ['R134a', 'R404A', 'R717'] as const;
export type RefrigerantName = (typeof REFRIGERANTS)[number];

function refrigerantOf(name: string): RefrigerantName {
  const found = REFRIGERANTS.find((known) => known.toLowerCase() === name.trim().toLowerCase());
  if (!found) throw new BuiltinInputError(`不支持的制冷剂：${name}，可选 ${REFRIGERANTS.join('、')}`);
  return found;
}

const kelvin = (celsius: number) => celsius + 273.15;

function pressureAt(table: readonly (readonly [number, number])[], t: number): number {
  const upper = table.findIndex(([rowT]) => rowT >= t);
  if (upper === 0) return table[0]?.[1] as number;
  const [t1, p1] = table[upper - 1] as readonly [number, number];
  const [t2, p2] = table[upper] as readonly [number, number];
  const share = (1 / kelvin(t) - 1 / kelvin(t1)) / (1 / kelvin(t2) - 1 / kelvin(t1));
  return Math.exp(Math.log(p1) + share * (Math.log(p2) - Math.log(p1)));
}

function temperatureAt(table: readonly (readonly [number, number])[], p: number): number {
  const upper = table.findIndex(([, rowP]) => rowP >= p);
  if (upper === 0) return table[0]?.[0] as number;
  const [t1, p1] = table[upper - 1] as readonly [number, number];
  const [t2, p2] = table[upper] as readonly [number, number];
  const share = (Math.log(p) - Math.log(p1)) / (Math.log(p2) - Math.log(p1));
  const inverse = 1 / kelvin(t1) + share * (1 / kelvin(t2) - 1 / kelvin(t1));
  return 1 / inverse - 273.15;
}

export interface SaturationAnswer {
  refrigerant: RefrigerantName;
  /** °C */
  temperature: number;
  /** kPa, absolute */
  pressure: number;
  /** kPa above one standard atmosphere (what a gauge shows). */
  gaugePressure: number;
}

/**
 * The saturation state of a refrigerant from its temperature (°C) or its absolute pressure (kPa):
 * exactly one of the two is given.
 */
export function refrigerantSaturation(input: {
  refrigerant: string;
  temperature?: number | undefined;
  pressure?: number | undefined;
}): SaturationAnswer {
  const refrigerant = refrigerantOf(input.refrigerant);
  const table = TABLES[refrigerant];
  const first = table[0] as readonly [number, number];
  const last = table[table.length - 1] as readonly [number, number];
  const hasT = input.temperature !== undefined;
  const hasP = input.pressure !== undefined;
  if (hasT === hasP) throw new BuiltinInputError('饱和温度与饱和压力请只填写其中一项');
  let temperature: number;
  let pressure: number;
  if (hasT) {
    temperature = inRange(`${refrigerant} 的饱和温度`, input.temperature as number, first[0], last[0], '°C');
    pressure = pressureAt(table, temperature);
  } else {
    pressure = inRange(`${refrigerant} 的饱和压力`, input.pressure as number, first[1], last[1], ' kPa');
    temperature = temperatureAt(table, pressure);
  }
  return {
    refrigerant,
    temperature: round(temperature, 2),
    pressure: round(pressure, 2),
    gaugePressure: round(pressure - 101.325, 2),
  };
}

/** The temperatures (°C) a refrigerant's table spans: where `refrigerantSaturation` answers. */
export function saturationRange(refrigerant: RefrigerantName): { min: number; max: number } {
  const table = TABLES[refrigerant];
  return { min: table[0]?.[0] as number, max: table[table.length - 1]?.[0] as number };
}
