import type { IngestIssue } from '../errors.ts';

/** `strict` throws the first `IngestError`; `collect` records every problem in `issues` and carries on. */
export type DsrMode = 'strict' | 'collect';

/** Where a record's column names came from: the file's own `#` declaration or Irama's built-in default. */
export type LayoutSource = 'declared' | 'default';

/** The HEAD record, with the fields the ledger needs typed and every declared field kept by name. */
export interface DsrHeader {
  line: number;
  layout: LayoutSource;
  messageVersion: string | null;
  profile: string | null;
  profileVersion: string | null;
  messageId: string | null;
  messageCreatedDateTime: string | null;
  fileNumber: number | null;
  numberOfFiles: number | null;
  usageStartDate: string | null;
  usageEndDate: string | null;
  senderPartyId: string | null;
  senderName: string | null;
  serviceDescription: string | null;
  recipientPartyId: string | null;
  recipientName: string | null;
  fields: Record<string, string>;
}

/** An SY record: what the sender says one slice of the report adds up to. */
export interface DsrSummary {
  file: string;
  line: number;
  recordType: string;
  summaryRecordId: string | null;
  commercialModel: string | null;
  useType: string | null;
  territory: string | null;
  serviceDescription: string | null;
  rightsController: string | null;
  usages: number | null;
  currency: string | null;
  netRevenueMicros: bigint | null;
  fields: Record<string, string>;
}

/** The sound recording (AS record) a block's sales lines are about. */
export interface DsrResource {
  line: number;
  blockId: string | null;
  dspResourceId: string | null;
  isrc: string | null;
  title: string | null;
  subTitle: string | null;
  displayArtistName: string | null;
  duration: string | null;
  resourceType: string | null;
}

/** An LI line: a rights controller's allocation attached to the sales line before it. */
export interface DsrLicense {
  line: number;
  rightsController: string | null;
  rightShare: string | null;
  rightType: string | null;
  allocatedNetRevenueMicros: bigint | null;
  allocatedAmountMicros: bigint | null;
}

/** One usage event: an SU line with its block's resource and the LI lines that follow it. */
export interface DsrUsage {
  file: string;
  line: number;
  blockId: string | null;
  summaryRecordId: string | null;
  salesTransactionId: string | null;
  dspReleaseId: string | null;
  resource: DsrResource | null;
  usages: number;
  /** Currency of the usage's SY record(s); filled by parseDsrReport, null when no SY names one. */
  currency: string | null;
  /** The revenue exactly as written, kept so totals can be summed before rounding. */
  netRevenue: string;
  netRevenueMicros: bigint;
  validityPeriodStart: string | null;
  validityPeriodEnd: string | null;
  licenses: DsrLicense[];
}

/** FOOT values as declared; a count the FOOT does not carry is null and is not checked. */
export interface DsrFoot {
  line: number;
  layout: LayoutSource;
  numberOfLinesInFile: number | null;
  numberOfLinesInReport: number | null;
  numberOfSummaryRecords: number | null;
  numberOfBlocksInFile: number | null;
  numberOfBlocksInReport: number | null;
}

/** What one file actually contained, to set against its FOOT. */
export interface DsrFileCounts {
  lines: number;
  summaryRecords: number;
  blocks: number;
  usageLines: number;
}

/** Events of one file, in file order; `end` comes last and carries the FOOT and the problems found. */
export type DsrFileEvent =
  | { type: 'header'; file: string; header: DsrHeader }
  | { type: 'summary'; summary: DsrSummary }
  | { type: 'usage'; usage: DsrUsage }
  | { type: 'end'; file: string; foot: DsrFoot | null; counts: DsrFileCounts; issues: IngestIssue[] };
