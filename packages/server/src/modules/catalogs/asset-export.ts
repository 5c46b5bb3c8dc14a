import type { Writable } from 'node:stream';
import type { ExportFormat, Language, YoutubeAsset } from '@irama/contracts';
import { type TableProgress, writeTable } from '../../lib/table-file.ts';

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

/** Writes the assets to `out` as the format asks, batch by batch, ending the stream. */
export function writeAssets(
  format: ExportFormat,
  batches: AsyncIterable<YoutubeAsset[]>,
  out: Writable,
  language: Language,
  progress?: TableProgress,
): Promise<void> {
  const sheet = language === 'id' ? 'Aset YouTube' : 'YouTube assets';
  return writeTable(format, { sheet, header: HEADERS[language], batches: cellBatches(batches) }, out, progress);
}

async function* cellBatches(batches: AsyncIterable<YoutubeAsset[]>) {
  for await (const batch of batches) yield batch.map(cellsOf);
}
