import { IngestError, type IngestIssue, toIssue } from '../errors.ts';
import type { ByteSource } from '../lines.ts';
import { parseScaled, rescale } from '../money.ts';
import { parseDsrFile } from './parse-file.ts';
import { type DsrSummaryCheck, SummaryTotals } from './summary-check.ts';
import type { DsrFileCounts, DsrFoot, DsrHeader, DsrMode, DsrSummary, DsrUsage } from './types.ts';

/** One file of a report: its name (which may carry `<n>of<m>`) and a way to open it as a stream. */
export interface DsrInput {
  name: string;
  open: () => ByteSource;
}

/** One part as read; `fileNumberSource` says whether the part number came from HEAD or, lacking it, the file name. */
export interface DsrPart {
  file: string;
  fileNumber: number;
  fileNumberSource: 'head' | 'filename' | 'order';
  header: DsrHeader | null;
  foot: DsrFoot | null;
  counts: DsrFileCounts;
}

/** The whole report once every part is read and checked. */
export interface DsrReport {
  messageId: string | null;
  numberOfFiles: number;
  parts: DsrPart[];
  usageLines: number;
  usages: number;
  netRevenueMicros: bigint;
  summaries: DsrSummaryCheck[];
  issues: IngestIssue[];
}

/** Events of a report; usages are provisional until the final `report` event (strict mode throws before it). */
export type DsrReportEvent =
  | { type: 'header'; file: string; header: DsrHeader }
  | { type: 'summary'; summary: DsrSummary }
  | { type: 'usage'; usage: DsrUsage }
  | { type: 'report'; report: DsrReport };

/**
 * What SY totals that disagree with the body do: `refuse` treats them like any other problem; `hold` only
 * reports them in `summaries` (isMatch false), for the caller to hold the report for review.
 */
export type DsrSummaryMismatch = 'refuse' | 'hold';

const PART = /_(\d+)of(\d+)_/;

/**
 * Streams a DSR report split over one or more files as one report: orders and checks the parts
 * (FileNumber/NumberOfFiles/MessageId), streams their usages, and checks FOOT and SY totals across all parts.
 */
export async function* parseDsrReport(
  inputs: readonly DsrInput[],
  options: { mode?: DsrMode; summaryMismatch?: DsrSummaryMismatch } = {},
): AsyncGenerator<DsrReportEvent> {
  const mode = options.mode ?? 'strict';
  const summaryMismatch = options.summaryMismatch ?? 'refuse';
  const issues: IngestIssue[] = [];
  const report = (error: IngestError): void => {
    if (mode === 'strict') throw error;
    issues.push(toIssue(error));
  };
  const named = orderByName(inputs);
  const totals = new SummaryTotals();
  const parts: DsrPart[] = [];
  let first: DsrHeader | null = null;
  // Summary records may sit in an earlier part than the sales lines they summarise, so currencies are kept report-wide.
  const currencies = new Map<string, string>();
  let usageLines = 0;
  let usages = 0;
  let revenue = 0n;

  for (const [index, { input, part, of }] of named.entries()) {
    let header: DsrHeader | null = null;
    for await (const event of parseDsrFile(input.open(), { file: input.name, mode })) {
      if (event.type === 'header') {
        header = event.header;
        checkPart(header, input.name, index, named.length, of, first).forEach(report);
        first ??= header;
        yield event;
      } else if (event.type === 'summary') {
        const { summaryRecordId, currency } = event.summary;
        if (summaryRecordId !== null && currency !== null) currencies.set(summaryRecordId, currency);
        const error = totals.addSummary(event.summary);
        if (error) report(error);
        yield event;
      } else if (event.type === 'usage') {
        event.usage.currency = currencies.get(event.usage.summaryRecordId ?? '') ?? null;
        totals.addUsage(event.usage);
        usageLines += 1;
        usages += event.usage.usages;
        revenue += parseScaled(event.usage.netRevenue, 12);
        yield event;
      } else {
        issues.push(...event.issues);
        const fileNumberSource = header?.fileNumber ? 'head' : part ? 'filename' : 'order';
        const fileNumber = header?.fileNumber ?? part ?? index + 1;
        parts.push({ file: input.name, fileNumber, fileNumberSource, header, foot: event.foot, counts: event.counts });
      }
    }
  }
  const declaredParts = first?.numberOfFiles ?? named[0]?.of ?? named.length;
  if (declaredParts > named.length) {
    report(new IngestError('missing_part', 0, `the report has ${declaredParts} files but ${named.length} were given`));
  }
  checkReportFoot(parts).forEach(report);
  const { checks, disagreements, errors } = totals.check();
  errors.forEach(report);
  if (summaryMismatch === 'refuse') disagreements.forEach(report);
  const result: DsrReport = {
    messageId: first?.messageId ?? null,
    numberOfFiles: named.length,
    parts,
    usageLines,
    usages,
    // Summed at 12 decimals and rounded once, like the summary check, so the two always agree.
    netRevenueMicros: rescale(revenue, 12, 6),
    summaries: checks,
    issues,
  };
  yield { type: 'report', report: result };
}

/** Orders parts by the `<n>of<m>` in their names and refuses a set with a part missing or doubled. */
function orderByName(inputs: readonly DsrInput[]): { input: DsrInput; part: number | null; of: number | null }[] {
  const parsed = inputs.map((input) => {
    const match = PART.exec(input.name);
    return { input, part: match ? Number(match[1]) : null, of: match ? Number(match[2]) : null };
  });
  if (parsed.length === 0) throw new IngestError('missing_part', 0, 'no files were given');
  if (parsed.every((p) => p.part === null)) return parsed;
  const of = parsed[0]?.of ?? 0;
  for (const p of parsed) {
    if (p.part === null || p.of !== of) {
      throw new IngestError('multipart_mismatch', 0, 'the file names do not agree on the part count', p.input.name);
    }
  }
  for (let n = 1; n <= of; n += 1) {
    const found = parsed.filter((p) => p.part === n).length;
    if (found === 0) throw new IngestError('missing_part', 0, `part ${n} of ${of} is missing`);
    if (found > 1) throw new IngestError('multipart_mismatch', 0, `part ${n} of ${of} was given twice`);
  }
  if (parsed.length !== of) throw new IngestError('multipart_mismatch', 0, `${parsed.length} files for ${of} parts`);
  return parsed.sort((a, b) => (a.part ?? 0) - (b.part ?? 0));
}

/** Checks one part's HEAD against its position and the first part's HEAD. */
function checkPart(
  header: DsrHeader,
  file: string,
  index: number,
  count: number,
  ofFromName: number | null,
  first: DsrHeader | null,
): IngestError[] {
  const errors: IngestError[] = [];
  const fail = (message: string) => errors.push(new IngestError('multipart_mismatch', header.line, message, file));
  if (header.fileNumber !== null && header.fileNumber !== index + 1) {
    fail(`HEAD FileNumber is ${header.fileNumber} but this is part ${index + 1}`);
  }
  const numberOfFiles = header.numberOfFiles ?? ofFromName;
  if (numberOfFiles !== null && numberOfFiles !== count) {
    fail(`HEAD NumberOfFiles is ${numberOfFiles} but ${count} files were given`);
  }
  if (first && first.messageId !== header.messageId) {
    fail(`MessageId ${header.messageId} differs from the first part's ${first.messageId}`);
  }
  return errors;
}

/** Checks the report-wide FOOT counts (lines and blocks over all parts) in every part that declares them. */
function checkReportFoot(parts: readonly DsrPart[]): IngestError[] {
  const lines = parts.reduce((sum, p) => sum + p.counts.lines, 0);
  const blocks = parts.reduce((sum, p) => sum + p.counts.blocks, 0);
  const errors: IngestError[] = [];
  for (const { foot, file } of parts) {
    if (foot?.numberOfLinesInReport != null && foot.numberOfLinesInReport !== lines) {
      const message = `FOOT NumberOfLinesInReport is ${foot.numberOfLinesInReport} but the report has ${lines}`;
      errors.push(new IngestError('foot_mismatch', foot.line, message, file));
    }
    if (foot?.numberOfBlocksInReport != null && foot.numberOfBlocksInReport !== blocks) {
      const message = `FOOT NumberOfBlocksInReport is ${foot.numberOfBlocksInReport} but the report has ${blocks}`;
      errors.push(new IngestError('foot_mismatch', foot.line, message, file));
    }
  }
  return errors;
}
