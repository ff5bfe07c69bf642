import type { RequestField } from '@portal/shared/catalogue';
import { type BatchResult, type SweepAnswer, TEMPLATE_COLUMN_WIDTH } from '@portal/shared/simulation';
import { fieldLabel } from '../trial/ConsoleParts';
import { fieldKind, initialValues } from '../trial/trial-form';
import { withUnit } from './chart-options';

/**
 * The workbooks the simulation page writes in the browser: 模板.xlsx (spec 001 §4.6, §9), a
 * batch's results and a sweep's table. The tables are plain data (tested without exceljs);
 * exceljs, which is big, is loaded only when a workbook is made.
 */

export type Cell = string | number | null;

export interface SheetTable {
  headers: string[];
  rows: Cell[][];
}

const cellOf = (value: unknown): Cell =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? null
      : String(value);

/**
 * The template: a column per non-file parameter, headed by its description (its name when it
 * has none; the server matches either), and the defaults as an example row.
 */
export function templateTable(fields: readonly RequestField[]): SheetTable {
  const columns = fields.filter((field) => fieldKind(field) !== 'file');
  const defaults = initialValues(columns);
  return {
    headers: columns.map(fieldLabel),
    rows: [columns.map((field) => cellOf(defaults[field.requestName]))],
  };
}

/** A batch's results: the row, the inputs as filled, the outputs with their units, and 错误. */
export function batchTable(result: BatchResult): SheetTable {
  return {
    headers: [
      '行号',
      ...result.columns.map((column) => column.header),
      ...result.outputs.map((output) => withUnit(output.label, output.unit)),
      '错误',
    ],
    rows: result.rows.map((row) => [
      row.row,
      ...result.columns.map((column) => cellOf(row.params[column.name])),
      ...result.outputs.map((output) => row.outputs?.[output.name] ?? null),
      row.error ?? null,
    ]),
  };
}

/** A sweep's table: the varied parameter, every output with its unit, and 错误. */
export function sweepTable(answer: SweepAnswer): SheetTable {
  return {
    headers: [
      withUnit(answer.parameter.label, answer.parameter.unit),
      ...answer.outputs.map((output) => withUnit(output.label, output.unit)),
      '错误',
    ],
    rows: answer.rows.map((row) => [
      row.value,
      ...answer.outputs.map((output) => row.outputs?.[output.name] ?? null),
      row.error ?? null,
    ]),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet with the table, every column TEMPLATE_COLUMN_WIDTH wide, as an xlsx file. */
export async function workbookBlob(sheetName: string, table: SheetTable): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = table.headers.map((header) => ({ header, width: TEMPLATE_COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  const bytes = await workbook.xlsx.writeBuffer();
  return new Blob([bytes], { type: XLSX_TYPE });
}
