import fs from 'node:fs';
import ExcelJS from 'exceljs';

/** Resident memory of a Linux process, in bytes, from /proc. */
export const rssBytes = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Rows of the first sheet of an .xlsx, read with exceljs's streaming reader. */
export async function countXlsxRows(file: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const _row of sheet) rows += 1;
    break;
  }
  return rows;
}
