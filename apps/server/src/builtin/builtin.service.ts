import { AppError } from '../http/errors.ts';
import { truckKValue, vaccineHoldover } from './cold-chain.ts';
import { compressorCop } from './compressor-cop.ts';
import { doorInfiltration } from './door-infiltration.ts';
import { freezingTime } from './freezing-time.ts';
import { frostRisk } from './frost-risk.ts';
import { BuiltinInputError } from './input.ts';
import { dewPoint, relativeHumidity } from './psychrometrics.ts';
import { reeferDrift } from './reefer-drift.ts';
import { refrigerantSaturation } from './refrigerants.ts';
import { respirationHeat } from './respiration-heat.ts';
import { temperatureLog } from './temperature-log.ts';
import { convertUnit } from './units.ts';
import { wallHeatFlux } from './wall-heat-flux.ts';

/** Whether every number anywhere in the answer is finite (JSON has no Infinity or NaN). */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Runs a calculation; its refusal of the input is the caller's 400 with the service's own words.
 * Inputs each within range may still meet where a formula overflows (extreme, tiny values): an
 * answer that is not a finite number is refused the same way, never sent as a 500.
 */
function answer<I, O>(calculate: (input: I) => O): (input: I) => O {
  return (input) => {
    let result: O;
    try {
      result = calculate(input);
    } catch (error) {
      if (error instanceof BuiltinInputError) throw new AppError(400, error.message);
      throw error;
    }
    if (!allFinite(result)) throw new AppError(400, '输入的数值超出了可计算的范围，请检查后重试');
    return result;
  };
}

export const builtinServices = {
  dewPoint: answer(dewPoint),
  relativeHumidity: answer(relativeHumidity),
  refrigerantSaturation: answer(refrigerantSaturation),
  unitConversion: answer(convertUnit),
  doorInfiltration: answer(doorInfiltration),
  vaccineHoldover: answer(vaccineHoldover),
  truckKValue: answer(truckKValue),
  temperatureLog: answer(temperatureLog),
  freezingTime: answer(freezingTime),
  reeferDrift: answer(reeferDrift),
  compressorCop: answer(compressorCop),
  respirationHeat: answer(respirationHeat),
  wallHeatFlux: answer(wallHeatFlux),
  frostRisk: answer(frostRisk),
};
