import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The spreadsheet formats a table downloads as. */
export type TableFormat = 'csv' | 'xlsx';

/** One row of a downloaded table. */
export type TableCells = readonly (string | number)[];

/** Called after each batch with the rows written so far. */
export type TableProgress = (rowsDone: number) => void | Promise<void>;

/** A table to write: its sheet name and header in the reader's language, and its rows a batch at a time. */
export interface TableFile {
  sheet: string;
  header: readonly string[];
  batches: AsyncIterable<readonly TableCells[]>;
  /**
   * A CSV for a program rather than a person (a bank's bulk-transfer upload): no byte-order mark,
   * which such readers take for part of the first column's name.
   */
  isForPrograms?: boolean;
}

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text cell as CSV: quoted when it must be, and never read as a formula by a spreadsheet
 * (a leading = + - @ or tab gets a ' in front, as OWASP advises for CSV injection).
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function writeCsv(table: TableFile, out: Writable, progress: TableProgress) {
  // A BOM, so spreadsheet programs open the UTF-8 titles as UTF-8.
  const bom = table.isForPrograms ? '' : '\ufeff';
  out.write(`${bom}${table.header.map(csvCell).join(',')}\r\n`);
  let done = 0;
  for await (const batch of table.batches) {
    const text = batch.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
    if (!out.write(text)) await once(out, 'drain');
    done += batch.length;
    await progress(done);
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(table: TableFile, out: Writable, progress: TableProgress) {
  // The streaming writer keeps no shared-string table and commits each row, so memory stays flat.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.addRow([...table.header]).commit();
  let done = 0;
  for await (const batch of table.batches) {
    for (const cells of batch) sheet.addRow([...cells]).commit();
    done += batch.length;
    await progress(done);
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes a table to `out` as the format asks, batch by batch, ending the stream. */
export function writeTable(
  format: TableFormat,
  table: TableFile,
  out: Writable,
  progress: TableProgress = () => {},
): Promise<void> {
  return format === 'csv' ? writeCsv(table, out, progress) : writeXlsx(table, out, progress);
}
