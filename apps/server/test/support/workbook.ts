import ExcelJS from 'exceljs';
import { multipartBody } from './http.ts';

/** An xlsx of one sheet: the header row, then the rows, as a person fills 模板.xlsx. */
export async function workbookOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('模板');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A template upload's multipart body. */
export function templateUpload(content: Buffer, filename = '模板.xlsx') {
  return multipartBody([
    {
      name: 'file',
      value: content,
      filename,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ]);
}
