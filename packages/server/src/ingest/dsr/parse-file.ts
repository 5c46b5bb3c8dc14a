import { IngestError, type IngestIssue, toIssue } from '../errors.ts';
import { type ByteSource, readDelimitedBatches } from '../lines.ts';
import { nameFields, text } from './layouts.ts';
import { toFoot, toHeader, toLicense, toResource, toSummary, toUsage } from './records.ts';
import type { DsrFileCounts, DsrFileEvent, DsrFoot, DsrMode, DsrResource, DsrUsage } from './types.ts';

/** Options of one DSR file: its name (for messages and part numbers) and whether to stop at the first problem. */
export interface DsrFileOptions {
  file: string;
  mode?: DsrMode;
}

/**
 * Streams one DDEX DSR flat file: names every record by the file's `#` declarations, yields the HEAD,
 * each SY summary and one usage per SU line (with its AS resource and following LI lines), and ends
 * with the FOOT checked against the lines, summary records and blocks actually read.
 */
export async function* parseDsrFile(source: ByteSource, options: DsrFileOptions): AsyncGenerator<DsrFileEvent> {
  const { file, mode = 'strict' } = options;
  const issues: IngestIssue[] = [];
  const report = (error: IngestError): void => {
    if (mode === 'strict') throw error;
    issues.push(toIssue(error));
  };
  const declared = new Map<string, string[]>();
  const counts: DsrFileCounts = { lines: 0, summaryRecords: 0, blocks: 0, usageLines: 0 };
  let head: { line: number; values: string[] } | null = null;
  let isBodyStarted = false;
  let foot: DsrFoot | null = null;
  let lastBlockId: string | null = null;
  let resource: DsrResource | null = null;
  let pending: DsrUsage | null = null;
  let lastLine = 0;

  // Declarations may follow the HEAD line (both official samples do so), so HEAD is named at the first body record.
  function* startBody(line: number): Generator<DsrFileEvent> {
    isBodyStarted = true;
    if (!head) return report(new IngestError('missing_header', line, 'the file has no HEAD record', file));
    try {
      const { fields, layout } = nameFields('HEAD', head.values, declared, head.line, file);
      yield { type: 'header', file, header: toHeader(fields, head.line, layout, file) };
    } catch (error) {
      if (!(error instanceof IngestError)) throw error;
      report(error);
    }
  }

  for await (const batch of readDelimitedBatches(source, { delimiter: '\t', quote: false, file })) {
    for (const { line, fields: values } of batch) {
      counts.lines += 1;
      lastLine = line;
      const type = values[0] ?? '';
      const rest = values.slice(1);
      if (type.startsWith('#')) {
        declared.set(type.slice(1), rest);
        continue;
      }
      if (foot) {
        report(new IngestError('unexpected_record', line, `${type} after the FOOT`, file));
        continue;
      }
      if (type === 'HEAD') {
        if (head || isBodyStarted) report(new IngestError('unexpected_record', line, 'a second HEAD record', file));
        else head = { line, values: rest };
        continue;
      }
      if (!isBodyStarted) yield* startBody(line);
      const kind = type === 'FOOT' ? 'FOOT' : type.slice(0, 2);
      if (kind === 'SY') counts.summaryRecords += 1;
      if (pending && (kind === 'SU' || kind === 'AS' || kind === 'SY' || kind === 'FOOT')) {
        yield { type: 'usage', usage: pending };
        pending = null;
      }
      try {
        const { fields, layout } = nameFields(type, rest, declared, line, file);
        if (kind === 'FOOT') {
          foot = toFoot(fields, line, layout, file);
          checkFoot(foot, counts, file).forEach(report);
          continue;
        }
        if (kind === 'SY') {
          yield { type: 'summary', summary: toSummary(type, fields, line, file) };
          continue;
        }
        // A block is the run of records sharing a BlockId; files without BlockId start a block at each AS.
        const blockId = text(fields, 'BlockId');
        if (blockId === null ? kind === 'AS' : blockId !== lastBlockId) counts.blocks += 1;
        lastBlockId = blockId;
        if (kind === 'AS') resource = toResource(fields, line);
        else if (kind === 'SU') {
          pending = toUsage(fields, line, file, resource);
          counts.usageLines += 1;
        } else if (kind === 'LI' && pending) pending.licenses.push(toLicense(fields, line, file));
      } catch (error) {
        if (!(error instanceof IngestError)) throw error;
        report(error);
      }
    }
  }
  if (!isBodyStarted) yield* startBody(lastLine + 1);
  if (pending) yield { type: 'usage', usage: pending };
  if (!foot) report(new IngestError('missing_foot', lastLine, 'the file ends without a FOOT record', file));
  yield { type: 'end', file, foot, counts, issues };
}

/** Compares the FOOT's per-file counts with what was read; report-wide counts are checked by parseDsrReport. */
function checkFoot(foot: DsrFoot, counts: DsrFileCounts, file: string): IngestError[] {
  const checks: [string, number | null, number][] = [
    ['NumberOfLinesInFile', foot.numberOfLinesInFile, counts.lines],
    ['NumberOfSummaryRecords', foot.numberOfSummaryRecords, counts.summaryRecords],
    ['NumberOfBlocksInFile', foot.numberOfBlocksInFile, counts.blocks],
  ];
  return checks
    .filter(([, declared, actual]) => declared !== null && declared !== actual)
    .map(
      ([name, declared, actual]) =>
        new IngestError('foot_mismatch', foot.line, `FOOT ${name} is ${declared} but the file has ${actual}`, file),
    );
}
