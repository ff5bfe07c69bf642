import { inRange, round } from './input.ts';

/**
 * A reefer container's temperature after its power fails, by the lumped-capacity model: the load
 * and air are one body of heat capacity C (kJ/K), the walls let heat in at UA (W/K), so
 *
 *   T(t) = Ta + (T0 − Ta)·e^(−t/τ),   τ = C / UA   (C in J/K: τ in s)
 *
 * (Newton's law of cooling; Incropera, Fundamentals of Heat and Mass Transfer, §5.2). The load's
 * respiration and the fans are left out (the power is off).
 */
export const REEFER_MAX_HOURS = 240;

/** The lumped body's temperature (°C) `hour` hours on, drifting from `initial` towards `ambient`. */
export function lumpedTemperature(initial: number, ambient: number, tauHours: number, hour: number): number {
  return ambient + (initial - ambient) * Math.exp(-hour / tauHours);
}

/**
 * Hours until the lumped body reaches `limit`: null when the limit does not lie between the
 * starting temperature (reached at once) and the ambient it drifts towards (never reached: the
 * approach is asymptotic).
 */
export function lumpedHoursTo(
  initial: number,
  ambient: number,
  tauHours: number,
  limit: number,
): number | null {
  const share = (limit - ambient) / (initial - ambient);
  if (!(share > 0 && share <= 1)) return null;
  return tauHours * Math.log(1 / share);
}

export interface ReeferDriftAnswer {
  /** τ = C/UA, h */
  timeConstantHours: number;
  /** °C at the end of the prediction */
  finalTemp: number;
  /** °C at every whole hour from 0 to `hours`, and at `hours` itself when it is not whole. */
  curve: { hour: number; temperature: number }[];
  limitTemp: number | null;
  /** h until the box reaches `limitTemp`; null when it never does (or none was given). */
  hoursToLimit: number | null;
}

export function reeferDrift(input: {
  ua: number;
  capacity: number;
  initialTemp: number;
  ambientTemp: number;
  hours: number;
  limitTemp?: number | undefined;
}): ReeferDriftAnswer {
  const ua = inRange('箱体漏热系数 UA', input.ua, 0.1, 10_000, ' W/K');
  const capacity = inRange('箱内货物与空气热容', input.capacity, 1, 1_000_000, ' kJ/K');
  const t0 = inRange('断电时箱温', input.initialTemp, -60, 60, '°C');
  const ta = inRange('环境温度', input.ambientTemp, -60, 60, '°C');
  const hours = inRange('预测时长', input.hours, 0.1, REEFER_MAX_HOURS, ' 小时');
  const limit =
    input.limitTemp === undefined ? null : inRange('允许温度上限', input.limitTemp, -60, 60, '°C');

  const tauHours = (capacity * 1000) / ua / 3600;
  const at = (hour: number) => lumpedTemperature(t0, ta, tauHours, hour);
  const marks = Array.from({ length: Math.floor(hours) + 1 }, (_, hour) => hour);
  if (marks[marks.length - 1] !== hours) marks.push(hours);

  const toLimit = limit === null ? null : lumpedHoursTo(t0, ta, tauHours, limit);
  const hoursToLimit = toLimit === null ? null : round(toLimit, 2);
  return {
    timeConstantHours: round(tauHours, 2),
    finalTemp: round(at(hours), 2),
    curve: marks.map((hour) => ({ hour: round(hour, 2), temperature: round(at(hour), 2) })),
    limitTemp: limit,
    hoursToLimit,
  };
}
