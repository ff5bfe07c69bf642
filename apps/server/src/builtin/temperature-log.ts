import { BuiltinInputError, inRange, round } from './input.ts';

/**
 * Statistics of a temperature record (a CSV file from a data logger): each line a time and a
 * temperature, in that order, separated by a comma (or a semicolon or tab); a first line that is
 * not a reading is taken for the header. A reading is taken to hold until the logger reads
 * again, so a reading outside [low, high] adds the minutes until the next one to the time out
 * of range (the last reading adds nothing: how long it held is unknown).
 */
export const TEMPERATURE_LOG_MAX_ROWS = 100_000;

export interface TemperatureLogAnswer {
  readings: number;
  min: number;
  max: number;
  mean: number;
  minutesOutOfRange: number;
  readingsOutOfRange: number;
  firstTime: string;
  lastTime: string;
}

/** `2026-01-02 03:04`, `2026-01-02T03:04:05`, `2026/01/02 03:04`; read as given (no time zone). */
function parseTime(text: string): number | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const ms = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const back = new Date(ms);
  // Date.UTC rolls a day, hour or minute out of range over into the next: refuse those.
  const same =
    back.getUTCMonth() === (mo as number) - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return same ? ms : null;
}

function splitLine(line: string): string[] {
  const separator = line.includes(',') ? ',' : line.includes(';') ? ';' : '\t';
  return line.split(separator).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

export function temperatureLog(input: { csv: string; low: number; high: number }): TemperatureLogAnswer {
  const low = inRange('温度下限', input.low, -100, 100, '°C');
  const high = inRange('温度上限', input.high, -100, 100, '°C');
  if (low >= high) throw new BuiltinInputError('温度下限必须低于温度上限');
  const lines = input.csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: { time: number; text: string; value: number }[] = [];
  let headerSeen = false;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const [timeText = '', valueText = ''] = splitLine(line);
    const time = parseTime(timeText);
    const value = valueText === '' ? Number.NaN : Number(valueText);
    if (time === null && rows.length === 0 && !headerSeen) {
      headerSeen = true;
      continue;
    }
    const lineNo = index + 1;
    if (time === null) throw new BuiltinInputError(`第 ${lineNo} 行的时间无法识别：${timeText.slice(0, 30)}`);
    if (!Number.isFinite(value))
      throw new BuiltinInputError(`第 ${lineNo} 行的温度不是数字：${valueText.slice(0, 30)}`);
    if (value < -273.15 || value > 1000) {
      throw new BuiltinInputError(`第 ${lineNo} 行的温度超出 -273.15°C 到 1000°C`);
    }
    const previous = rows[rows.length - 1];
    if (previous && time <= previous.time) throw new BuiltinInputError(`第 ${lineNo} 行的时间没有晚于上一行`);
    if (rows.length >= TEMPERATURE_LOG_MAX_ROWS) {
      throw new BuiltinInputError(`记录超过 ${TEMPERATURE_LOG_MAX_ROWS} 行，请分段上传`);
    }
    rows.push({ time, text: timeText, value });
  }
  if (rows.length === 0) throw new BuiltinInputError('文件中没有温度记录（每行：时间,温度）');

  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let outside = 0;
  let outsideMs = 0;
  for (const [index, row] of rows.entries()) {
    min = Math.min(min, row.value);
    max = Math.max(max, row.value);
    sum += row.value;
    if (row.value < low || row.value > high) {
      outside += 1;
      const next = rows[index + 1];
      if (next) outsideMs += next.time - row.time;
    }
  }
  return {
    readings: rows.length,
    min,
    max,
    mean: round(sum / rows.length, 2),
    minutesOutOfRange: round(outsideMs / 60_000, 1),
    readingsOutOfRange: outside,
    firstTime: (rows[0] as { text: string }).text,
    lastTime: (rows[rows.length - 1] as { text: string }).text,
  };
}
