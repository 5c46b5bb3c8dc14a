/** Shared helpers of the DSR tests: the official samples and a streaming runner. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IngestError } from '../errors.ts';
import {
  type DsrReport,
  type DsrReportEvent,
  type DsrSummaryMismatch,
  type DsrUsage,
  parseDsrReport,
} from './index.ts';

// The official samples are copied beside the tests (see samples/README.md) so the tests are hermetic.
export const DIR = fileURLToPath(new URL('./samples', import.meta.url));
const names = readdirSync(DIR);
export const pick = (part: string) => names.find((n) => n.includes(part)) ?? part;
export const YOUTUBE = pick('YouTube');
export const ADSUPPORT = pick('1of1_2015');
export const PAIR = [pick('_2of2_'), pick('_1of2_')];
export const official = (name: string) => readFileSync(`${DIR}/${name}`, 'utf8');

/** Streams text in small chunks so every test crosses chunk boundaries. */
const input = (name: string, text: string) => ({
  name,
  open: () =>
    (function* () {
      const data = new TextEncoder().encode(text);
      for (let i = 0; i < data.length; i += 64) yield data.subarray(i, i + 64);
    })(),
});

export async function run(
  files: { name: string; text: string }[],
  mode: 'strict' | 'collect' = 'strict',
  summaryMismatch: DsrSummaryMismatch = 'refuse',
) {
  const usages: DsrUsage[] = [];
  let report: DsrReport | undefined;
  const events: DsrReportEvent[] = [];
  for await (const event of parseDsrReport(
    files.map((f) => input(f.name, f.text)),
    { mode, summaryMismatch },
  )) {
    events.push(event);
    if (event.type === 'usage') usages.push(event.usage);
    if (event.type === 'report') report = event.report;
  }
  if (!report) throw new Error('no report event');
  return { usages, report, events };
}

export async function failure(
  files: { name: string; text: string }[],
  summaryMismatch: DsrSummaryMismatch = 'refuse',
): Promise<IngestError> {
  try {
    await run(files, 'strict', summaryMismatch);
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('expected an IngestError');
}

/** The YouTube sample with its SY Usages/NetRevenue restated to its own body, so strict checks can pass. */
const RESTATED: Record<string, [string, string]> = {
  PUB_2: ['7810', '2.0'],
  SOC_1: ['262', '0.0'],
  PUB_3: ['93', '3.0'],
  Residual: ['2045', '2.0'],
};
export function consistentYoutube(): string[] {
  return official(YOUTUBE)
    .split('\n')
    .map((line) => {
      const f = line.split('\t');
      const restated = f[0] === 'SY02.01' ? RESTATED[f[12] ?? ''] : undefined;
      if (!restated) return line;
      [f[8], f[11]] = restated;
      return f.join('\t');
    });
}
export const joined = (lines: string[]) => lines.join('\n');
