/**
 * The export's floor: the portal's own xlsx writer (`writeAssets`) writing `count` generated assets
 * to a file, with no database, HTTP or job around it, in a process of its own so its RSS is the
 * writer's alone. Prints one JSON line: rows, seconds, the RSS before writing and the peak.
 * Usage: node --import tsx bench/support/xlsx-child.ts <file> <count>
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { createRandom } from '../../packages/server/src/lib/random.ts';
import { writeAssets } from '../../packages/server/src/modules/catalogs/asset-export.ts';
import { toAsset } from '../../packages/server/src/modules/catalogs/assets.repository.ts';
import { generateAssets } from '../../packages/server/src/seed/catalogs.seed-data.ts';

const [file = '', countText = '0'] = process.argv.slice(2);
const count = Number(countText);
const BATCH = 1_000;

const rssKiB = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

/** Batches generated as they are asked for, as the portal reads them from the database. */
async function* batches() {
  const random = createRandom(11);
  for (let start = 0; start < count; start += BATCH) {
    const rows = generateAssets(random, Math.min(BATCH, count - start), {
      companyId: 1,
      code: 'BAR',
      labels: ['Label Uji'],
      channels: ['UCbenchchannel00000000000'],
      createdAt: new Date().toISOString(),
    });
    yield rows.map((row, index) => toAsset({ ...row, id: start + index + 1 }));
  }
}

const baselineKiB = rssKiB('VmRSS');
let peakKiB = baselineKiB;
// VmHWM is the peak since the process started, which includes loading modules; sampling VmRSS keeps the writing's own peak.
const sampler = setInterval(() => {
  peakKiB = Math.max(peakKiB, rssKiB('VmRSS'));
}, 50);
const start = performance.now();
let rows = 0;
await writeAssets('xlsx', batches(), createWriteStream(file), 'id', (done) => {
  rows = done;
  peakKiB = Math.max(peakKiB, rssKiB('VmRSS'));
});
clearInterval(sampler);
peakKiB = Math.max(peakKiB, rssKiB('VmRSS'));
console.log(JSON.stringify({ rows, seconds: (performance.now() - start) / 1000, baselineKiB, peakKiB }));
