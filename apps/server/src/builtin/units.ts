import { BuiltinInputError, ownEntry } from './input.ts';

/**
 * Conversions between engineering units of pressure, temperature and energy. Factors are the
 * exact or conventional ones of NIST SP 811 (2008), appendix B: 1 bar = 100 kPa, 1 atm =
 * 101.325 kPa, 1 psi = 6.894757 kPa, 1 mmHg = 0.1333224 kPa, 1 kWh = 3600 kJ, 1 kcal (IT) =
 * 4.1868 kJ, 1 Btu (IT) = 1.055056 kJ, 1 TR·h (refrigeration ton-hour) = 12000 Btu.
 */
type Quantity = 'pressure' | 'temperature' | 'energy';

const QUANTITY_NAMES: Record<Quantity, string> = { pressure: '压力', temperature: '温度', energy: '能量' };

/** Each unit's quantity and its size in the quantity's base unit (kPa, kJ); temperatures convert apart. */
const UNITS: Record<string, { quantity: Quantity; base: number }> = {
  Pa: { quantity: 'pressure', base: 0.001 },
  kPa: { quantity: 'pressure', base: 1 },
  MPa: { quantity: 'pressure', base: 1000 },
  bar: { quantity: 'pressure', base: 100 },
  atm: { quantity: 'pressure', base: 101.325 },
  psi: { quantity: 'pressure', base: 6.894757 },
  mmHg: { quantity: 'pressure', base: 0.1333224 },
  '°C': { quantity: 'temperature', base: 1 },
  K: { quantity: 'temperature', base: 1 },
  '°F': { quantity: 'temperature', base: 1 },
  J: { quantity: 'energy', base: 0.001 },
  kJ: { quantity: 'energy', base: 1 },
  MJ: { quantity: 'energy', base: 1000 },
  kWh: { quantity: 'energy', base: 3600 },
  kcal: { quantity: 'energy', base: 4.1868 },
  Btu: { quantity: 'energy', base: 1.055056 },
  TR·h: { quantity: 'energy', base: 12000 * 1.055056 },
};

export const UNIT_NAMES = Object.keys(UNITS);

/** Spellings people type for the same unit. */
const ALIASES: Record<string, string> = { C: '°C', '℃': '°C', F: '°F', '℉': '°F', BTU: 'Btu', TRh: 'TR·h' };

function unitOf(label: string, name: string) {
  const trimmed = name.trim();
  const key =
    ownEntry(ALIASES, trimmed) ?? UNIT_NAMES.find((unit) => unit.toLowerCase() === trimmed.toLowerCase());
  const unit = key ? UNITS[key] : undefined;
  if (!key || !unit) throw new BuiltinInputError(`不支持的${label}：${name}，可选 ${UNIT_NAMES.join('、')}`);
  return { name: key, ...unit };
}

const toKelvin: Record<string, (value: number) => number> = {
  '°C': (value) => value + 273.15,
  K: (value) => value,
  '°F': (value) => ((value - 32) * 5) / 9 + 273.15,
};
const fromKelvin: Record<string, (value: number) => number> = {
  '°C': (value) => value - 273.15,
  K: (value) => value,
  '°F': (value) => ((value - 273.15) * 9) / 5 + 32,
};

export interface ConversionAnswer {
  quantity: string;
  value: number;
  from: string;
  to: string;
  result: number;
}

/** `value` in unit `from` expressed in unit `to` (same quantity), to 6 significant digits. */
export function convertUnit(input: { value: number; from: string; to: string }): ConversionAnswer {
  if (!Number.isFinite(input.value)) throw new BuiltinInputError('数值必须是数字');
  const from = unitOf('原单位', input.from);
  const to = unitOf('目标单位', input.to);
  if (from.quantity !== to.quantity) {
    throw new BuiltinInputError(
      `${from.name}（${QUANTITY_NAMES[from.quantity]}）不能换算为 ${to.name}（${QUANTITY_NAMES[to.quantity]}）`,
    );
  }
  let result: number;
  if (from.quantity === 'temperature') {
    const kelvin = (toKelvin[from.name] as (value: number) => number)(input.value);
    if (kelvin < 0) throw new BuiltinInputError('温度不能低于绝对零度（-273.15°C）');
    result = (fromKelvin[to.name] as (value: number) => number)(kelvin);
  } else {
    result = (input.value * from.base) / to.base;
  }
  if (!Number.isFinite(result)) throw new BuiltinInputError('换算结果超出可表示的范围');
  return {
    quantity: QUANTITY_NAMES[from.quantity],
    value: input.value,
    from: from.name,
    to: to.name,
    result: Number(result.toPrecision(6)) === 0 ? 0 : Number(result.toPrecision(6)),
  };
}
