import { BuiltinInputError, inRange, round } from './input.ts';
import {
  dewPoint,
  frostPointC,
  MAGNUS_MAX_C,
  MAGNUS_MIN_C,
  saturationPressureKpa,
} from './psychrometrics.ts';

/**
 * Frost on an evaporator's fins: the incoming air's dew point by the Magnus formula
 * (psychrometrics.ts, the dew-point service's own), compared with the fin surface. A surface
 * below 0 °C and at or below the dew point frosts (the catalogue's rule). Below 0 °C the vapour
 * already deposits on ice at the frost point, which lies above the dew point (ice holds less
 * vapour than water at the same temperature), so a surface between the two frosts too, slowly; a
 * surface at or above 0 °C but below the dew point gathers water, not frost.
 */
export interface FrostRiskAnswer {
  /** °C, over water */
  dewPoint: number;
  /** °C, over ice; null when the dew point is at or above 0 °C */
  frostPoint: number | null;
  /** kPa */
  vapourPressure: number;
  frost: boolean;
  condensation: boolean;
  risk: '高' | '中' | '低' | '无';
  verdict: string;
}

export function frostRisk(input: {
  surfaceTemp: number;
  airTemp: number;
  relativeHumidity: number;
}): FrostRiskAnswer {
  const surface = inRange('翅片表面温度', input.surfaceTemp, MAGNUS_MIN_C, MAGNUS_MAX_C, '°C');
  const air = inRange('来风温度', input.airTemp, MAGNUS_MIN_C, MAGNUS_MAX_C, '°C');
  const humidity = input.relativeHumidity;
  if (!Number.isFinite(humidity)) throw new BuiltinInputError('来风相对湿度必须是数字');
  if (humidity <= 0 || humidity > 100) throw new BuiltinInputError('来风相对湿度必须大于 0% 且不超过 100%');
  const moist = dewPoint({ temperature: air, relativeHumidity: humidity });
  const frost = frostPointC((saturationPressureKpa(air) * humidity) / 100);
  const frostPoint = frost === null ? null : round(frost, 2);
  const base = { dewPoint: moist.dewPoint, frostPoint, vapourPressure: moist.vapourPressure };
  if (surface < 0 && surface <= moist.dewPoint) {
    return {
      ...base,
      frost: true,
      condensation: false,
      risk: '高',
      verdict: `表面温度 ${surface}°C 低于 0°C 且低于来风露点 ${moist.dewPoint}°C：会结霜，需安排除霜`,
    };
  }
  if (surface < 0 && frostPoint !== null && surface <= frostPoint) {
    return {
      ...base,
      frost: true,
      condensation: false,
      risk: '中',
      verdict: `表面温度 ${surface}°C 高于露点 ${moist.dewPoint}°C 但低于霜点 ${frostPoint}°C：会缓慢结霜`,
    };
  }
  if (surface >= 0 && surface <= moist.dewPoint) {
    return {
      ...base,
      frost: false,
      condensation: true,
      risk: '低',
      verdict: `表面温度 ${surface}°C 不低于 0°C 但低于露点 ${moist.dewPoint}°C：表面结露，不结霜`,
    };
  }
  return {
    ...base,
    frost: false,
    condensation: false,
    risk: '无',
    verdict: `表面温度 ${surface}°C 高于来风露点${frostPoint === null ? '' : '与霜点'}：不结露、不结霜`,
  };
}
