import { BuiltinInputError, inRange, round } from './input.ts';

/**
 * A refrigeration compressor's COP estimated from the reversed Carnot cycle between its
 * evaporating and condensing temperatures:
 *
 *   COP_Carnot = Te / (Tc − Te)            (K)
 *   COP        = COP_Carnot · ηs · ηm
 *
 * with ηs the isentropic efficiency and ηm the mechanical efficiency (1 when not given: the
 * answer then stands for the compression alone, without the drive's losses). The Carnot bound
 * ignores the cycle's throttling and superheat losses, so the estimate is on the high side for a
 * vapour-compression cycle (Stoecker & Jones, Refrigeration and Air Conditioning, ch. 3 and 11).
 */
const kelvin = (celsius: number) => celsius + 273.15;

/** The least temperature lift (K) the estimate answers for. */
export const MIN_LIFT_K = 1;

function efficiency(label: string, value: number): number {
  if (!Number.isFinite(value)) throw new BuiltinInputError(`${label}必须是数字`);
  if (value <= 0 || value > 1) throw new BuiltinInputError(`${label}必须大于 0 且不超过 1`);
  return value;
}

export interface CompressorCopAnswer {
  carnotCop: number;
  cop: number;
  isentropicEfficiency: number;
  mechanicalEfficiency: number;
  /** Tc − Te, K */
  temperatureLift: number;
}

export function compressorCop(input: {
  evaporatingTemp: number;
  condensingTemp: number;
  isentropicEfficiency: number;
  mechanicalEfficiency?: number | undefined;
}): CompressorCopAnswer {
  const te = inRange('蒸发温度', input.evaporatingTemp, -100, 30, '°C');
  const tc = inRange('冷凝温度', input.condensingTemp, -50, 80, '°C');
  const etaS = efficiency('等熵效率', input.isentropicEfficiency);
  const etaM = efficiency('机械效率', input.mechanicalEfficiency ?? 1);
  // Below a kelvin of lift the Carnot bound runs to hundreds and beyond (to infinity as the
  // two meet): no compressor works there, and the figure would mean nothing.
  if (tc - te < MIN_LIFT_K) throw new BuiltinInputError(`冷凝温度必须比蒸发温度至少高 ${MIN_LIFT_K} °C`);
  const carnot = kelvin(te) / (tc - te);
  return {
    carnotCop: round(carnot, 3),
    cop: round(carnot * etaS * etaM, 3),
    isentropicEfficiency: etaS,
    mechanicalEfficiency: etaM,
    temperatureLift: round(tc - te, 2),
  };
}
