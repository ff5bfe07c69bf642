import { BuiltinInputError, inRange, round } from './input.ts';

/**
 * Moist air by the Magnus formula with the coefficients of Sonntag (1990), a = 17.62,
 * b = 243.12 °C, over water, as the WMO Guide to Instruments and Methods of Observation (WMO-No. 8,
 * annex 4.B) gives them: within 0.35 % of the saturation pressure from -45 °C to 60 °C.
 */
const A = 17.62;
const B = 243.12;
/** hPa at 0 °C. */
const E0 = 6.112;
export const MAGNUS_MIN_C = -45;
export const MAGNUS_MAX_C = 60;

/** Over ice (the same source, a = 22.46, b = 272.62 °C): what air below 0 °C holds in a cold room. */
const A_ICE = 22.46;
const B_ICE = 272.62;

/** Saturation vapour pressure over water, kPa (relative humidity is defined over water). */
export function saturationPressureKpa(temperatureC: number): number {
  return (E0 * Math.exp((A * temperatureC) / (B + temperatureC))) / 10;
}

/** Over ice below 0 °C, over water above, kPa: as ASHRAE's psychrometric tables give it. */
export function saturationOverIceOrWaterKpa(temperatureC: number): number {
  if (temperatureC >= 0) return saturationPressureKpa(temperatureC);
  return (E0 * Math.exp((A_ICE * temperatureC) / (B_ICE + temperatureC))) / 10;
}

/**
 * The frost point (°C) of air whose water vapour pressure is `vapourPressureKpa`: where that
 * pressure saturates air over ice (the inverse of the Magnus formula over ice above). Null when
 * the vapour would saturate over water at or above 0 °C first (no frost point: the dew point is
 * then at or above 0 °C).
 */
export function frostPointC(vapourPressureKpa: number): number | null {
  if (!(vapourPressureKpa > 0) || vapourPressureKpa >= E0 / 10) return null;
  const gamma = Math.log((vapourPressureKpa * 10) / E0);
  return (B_ICE * gamma) / (A_ICE - gamma);
}

function checkedTemperature(label: string, value: number): number {
  return inRange(label, value, MAGNUS_MIN_C, MAGNUS_MAX_C, '°C');
}

function checkedHumidity(value: number): number {
  if (!Number.isFinite(value)) throw new BuiltinInputError('相对湿度必须是数字');
  if (value <= 0 || value > 100) throw new BuiltinInputError('相对湿度必须大于 0% 且不超过 100%');
  return value;
}

export interface DewPointAnswer {
  dewPoint: number;
  /** The air's water vapour pressure, kPa. */
  vapourPressure: number;
  saturationPressure: number;
}

/** Dew point (°C) of air at `temperature` °C and `relativeHumidity` %. */
export function dewPoint(input: { temperature: number; relativeHumidity: number }): DewPointAnswer {
  const t = checkedTemperature('空气温度', input.temperature);
  const rh = checkedHumidity(input.relativeHumidity);
  const gamma = Math.log(rh / 100) + (A * t) / (B + t);
  const saturation = saturationPressureKpa(t);
  const td = (B * gamma) / (A - gamma);
  // Very dry air has its dew point below where the formula holds (and at 0 % none at all).
  if (!(td >= MAGNUS_MIN_C))
    throw new BuiltinInputError(`露点低于 ${MAGNUS_MIN_C}°C，超出 Magnus 公式的适用范围`);
  return {
    dewPoint: round(td, 2),
    vapourPressure: round((saturation * rh) / 100, 4),
    saturationPressure: round(saturation, 4),
  };
}

export interface RelativeHumidityAnswer {
  relativeHumidity: number;
  vapourPressure: number;
  saturationPressure: number;
}

/** Relative humidity (%) of air at `temperature` °C whose dew point is `dewPoint` °C. */
export function relativeHumidity(input: { temperature: number; dewPoint: number }): RelativeHumidityAnswer {
  const t = checkedTemperature('空气温度', input.temperature);
  const td = checkedTemperature('露点温度', input.dewPoint);
  if (td > t) throw new BuiltinInputError('露点温度不能高于空气温度');
  const vapour = saturationPressureKpa(td);
  const saturation = saturationPressureKpa(t);
  return {
    relativeHumidity: round((100 * vapour) / saturation, 2),
    vapourPressure: round(vapour, 4),
    saturationPressure: round(saturation, 4),
  };
}

/**
 * Humidity ratio W (kg water per kg dry air), enthalpy h (kJ/kg dry air) and density (kg dry air
 * per m³) of moist air, by ASHRAE Handbook—Fundamentals (2017) ch. 1: W = 0.621945·pw/(p − pw)
 * (eq. 20), h = 1.006t + W(2501 + 1.86t) (eq. 32), v = 0.287042(t + 273.15)(1 + 1.607858W)/p
 * (eq. 28). The vapour pressure comes from the Magnus formula above, over ice below 0 °C.
 */
export function moistAir(temperatureC: number, relativeHumidityPercent: number, pressureKpa: number) {
  const pw = (saturationOverIceOrWaterKpa(temperatureC) * relativeHumidityPercent) / 100;
  const w = (0.621945 * pw) / (pressureKpa - pw);
  const enthalpy = 1.006 * temperatureC + w * (2501 + 1.86 * temperatureC);
  const volume = (0.287042 * (temperatureC + 273.15) * (1 + 1.607858 * w)) / pressureKpa;
  return { humidityRatio: w, enthalpy, density: 1 / volume };
}

/** A state of air as the user gave it: temperature within the Magnus range, humidity 0–100 %. */
export function checkedAir(label: string, temperature: number, humidity: number) {
  return {
    temperature: checkedTemperature(`${label}温度`, temperature),
    relativeHumidity: inRange(`${label}相对湿度`, humidity, 0, 100, '%'),
  };
}
