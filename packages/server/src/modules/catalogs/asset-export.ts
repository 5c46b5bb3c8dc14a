import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { ExportFormat, Language, YoutubeAsset } from '@irama/contracts';
import ExcelJS from 'exceljs';

/** The export's columns, headed in the reader's language. */
const HEADERS: Record<Language, readonly string[]> = {
  id: [
    'ID Aset',
    'Judul',
    'Artis',
    'Jenis',
    'Label',
    'ISRC',
    'Custom ID',
    'Channel',
    'Wilayah kepemilikan',
    'Penayangan',
  ],
  en: [
    'Asset ID',
    'Title',
    'Artist',
    'Type',
    'Labels',
    'ISRC',
    'Custom ID',
    'Channel',
    'Ownership territories',
    'Views',
  ],
};

function cellsOf(asset: YoutubeAsset): (string | number)[] {
  return [
    asset.asset_id ?? '',
    asset.title ?? '',
    asset.artist ?? '',
    asset.asset_type,
    asset.labels.join(', '),
    asset.isrc ?? '',
    asset.custom_id ?? '',
    asset.channel_id ?? '',
    asset.territories.join(' '),
    asset.views,
  ];
}

/**
 * A text cell as CSV: quoted when it must be, and never read as a formula by a spreadsheet
 * (a leading = + - @ or tab gets a ' in front, as OWASP advises for CSV injection).
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Called after each batch with the rows written so far. */
export type ExportProgress = (rowsDone: number) => void | Promise<void>;

async function writeCsv(
  batches: AsyncIterable<YoutubeAsset[]>,
  out: Writable,
  language: Language,
  progress: ExportProgress,
) {
  // A BOM, so spreadsheet programs open the UTF-8 titles as UTF-8.
  out.write(`\ufeff${HEADERS[language].map(csvCell).join(',')}\r\n`);
  let done = 0;
  for await (const batch of batches) {
    const text = batch.map((asset) => `${cellsOf(asset).map(csvCell).join(',')}\r\n`).join('');
    if (!out.write(text)) await once(out, 'drain');
    done += batch.length;
    await progress(done);
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(
  batches: AsyncIterable<YoutubeAsset[]>,
  out: Writable,
  language: Language,
  progress: ExportProgress,
) {
  // The streaming writer keeps no shared-string table and commits each row, so memory stays flat.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(language === 'id' ? 'Aset YouTube' : 'YouTube assets');
  sheet.addRow([...HEADERS[language]]).commit();
  let done = 0;
  for await (const batch of batches) {
    for (const asset of batch) sheet.addRow(cellsOf(asset)).commit();
    done += batch.length;
    await progress(done);
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes the assets to `out` as the format asks, batch by batch, ending the stream. */
export function writeAssets(
  format: ExportFormat,
  batches: AsyncIterable<YoutubeAsset[]>,
  out: Writable,
  language: Language,
  progress: ExportProgress = () => {},
): Promise<void> {
  return format === 'csv' ? writeCsv(batches, out, language, progress) : writeXlsx(batches, out, language, progress);
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
