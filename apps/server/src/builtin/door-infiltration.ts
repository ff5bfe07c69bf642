import { BuiltinInputError, inRange, round } from './input.ts';
import { checkedAir, moistAir } from './psychrometrics.ts';

/**
 * Heat load of warm air entering a cold room through an open door, by the method of ASHRAE
 * Handbook—Refrigeration (2018) ch. 24, "Infiltration Air Load" (Gosney & Olama 1975, eqs. 19–21):
 *
 *   q  = 0.221·A·(hi − hr)·ρr·(1 − ρi/ρr)^0.5·(g·H)^0.5·Fm          (kW, fully open door)
 *   Fm = [2 / (1 + (ρr/ρi)^(1/3))]^1.5                                (density factor)
 *   qt = q·Dt·Df·(1 − E)                                              (average over time)
 *
 * with A the door area (m²), H its height (m), h the enthalpies (kJ/kg dry air) and ρ the
 * densities (kg dry air/m³) of the infiltration (i, outside) and refrigerated (r) air, Dt the
 * share of time the door stands open, Df the doorway flow factor (the handbook's 0.8 for a
 * temperature difference above 11 K, 1.1 below) and E the effectiveness of a door protection (0 with
 * none, 0.85–0.95 for strip curtains in good repair).
 */
const G = 9.81;
const STANDARD_PRESSURE_KPA = 101.325;

export interface DoorInfiltrationAnswer {
  /** kW with the door fully open. */
  openDoorLoad: number;
  /** kW averaged over the hour, with the open time, flow factor and protection. */
  averageLoad: number;
  /** kWh a day at that average. */
  dailyEnergy: number;
  densityFactor: number;
  flowFactor: number;
  enthalpyOutside: number;
  enthalpyInside: number;
  densityOutside: number;
  densityInside: number;
}

export function doorInfiltration(input: {
  doorWidth: number;
  doorHeight: number;
  roomTemp: number;
  roomHumidity: number;
  outsideTemp: number;
  outsideHumidity: number;
  openMinutesPerHour: number;
  protection?: number | undefined;
}): DoorInfiltrationAnswer {
  const width = inRange('门宽', input.doorWidth, 0.3, 10, ' m');
  const height = inRange('门高', input.doorHeight, 0.5, 10, ' m');
  const room = checkedAir('库内', input.roomTemp, input.roomHumidity);
  const outside = checkedAir('库外', input.outsideTemp, input.outsideHumidity);
  if (outside.temperature <= room.temperature) throw new BuiltinInputError('库外温度必须高于库内温度');
  const openShare = inRange('每小时开门时间', input.openMinutesPerHour, 0, 60, ' 分钟') / 60;
  const protection = inRange('门帘等防护效率', input.protection ?? 0, 0, 0.95);

  const r = moistAir(room.temperature, room.relativeHumidity, STANDARD_PRESSURE_KPA);
  const i = moistAir(outside.temperature, outside.relativeHumidity, STANDARD_PRESSURE_KPA);
  const densityFactor = (2 / (1 + (r.density / i.density) ** (1 / 3))) ** 1.5;
  const q =
    0.221 *
    width *
    height *
    (i.enthalpy - r.enthalpy) *
    r.density *
    Math.sqrt(1 - i.density / r.density) *
    Math.sqrt(G * height) *
    densityFactor;
  const flowFactor = outside.temperature - room.temperature > 11 ? 0.8 : 1.1;
  const average = q * openShare * flowFactor * (1 - protection);
  return {
    openDoorLoad: round(q, 3),
    averageLoad: round(average, 3),
    dailyEnergy: round(average * 24, 2),
    densityFactor: round(densityFactor, 4),
    flowFactor,
    enthalpyOutside: round(i.enthalpy, 3),
    enthalpyInside: round(r.enthalpy, 3),
    densityOutside: round(i.density, 4),
    densityInside: round(r.density, 4),
  };
}
