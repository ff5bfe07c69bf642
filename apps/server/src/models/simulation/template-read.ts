import ExcelJS from 'exceljs';

/** A cell as a template row holds it: a number, a text, or nothing. */
export type TemplateCell = string | number | null;

export type TemplateSheet =
  | { ok: true; headers: string[]; rows: TemplateCell[][] }
  | { ok: false; problem: 'broken' | 'empty' | 'tooManyRows' };

/** What a cell shows: formulas by their result, rich text joined, dates as ISO text. */
function cellValue(value: ExcelJS.CellValue): TemplateCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return (
      value.richText
        .map((part) => part.text)
        .join('')
        .trim() || null
    );
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellValue(value.text as ExcelJS.CellValue);
  return null;
}

/**
 * Reads a filled template (001 §4.6): the first sheet's first row as headers, then each row
 * with a value in it, at most `maxRows`. Runs in the worker pool: a workbook is a zip, opened
 * whole, under the pool's time and memory limits.
 */
export async function readTemplate(content: Buffer, maxRows: number): Promise<TemplateSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { ok: false, problem: 'broken' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) return { ok: false, problem: 'empty' };
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers: string[] = [];
  for (let column = 1; column <= width; column += 1) {
    headers.push(String(cellValue(headerRow.getCell(column).value) ?? '').trim());
  }
  const rows: TemplateCell[][] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    const cells = headers.map((_, column) => cellValue(row.getCell(column + 1).value));
    if (cells.every((cell) => cell === null)) continue;
    if (rows.length === maxRows) return { ok: false, problem: 'tooManyRows' };
    rows.push(cells);
  }
  if (rows.length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, headers, rows };
}
