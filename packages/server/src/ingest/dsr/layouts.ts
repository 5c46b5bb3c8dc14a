import { IngestError } from '../errors.ts';
import type { LayoutSource } from './types.ts';

/** The DSRF HEAD layout shown in formats/README.md. */
export const HEAD_LAYOUT: readonly string[] = [
  'MessageVersion',
  'Profile',
  'ProfileVersion',
  'MessageId',
  'MessageCreatedDateTime',
  'FileNumber',
  'NumberOfFiles',
  'UsageStartDate',
  'UsageEndDate',
  'SenderPartyId',
  'SenderName',
  'ServiceDescription',
  'RecipientPartyId',
  'RecipientName',
  'RepresentedRepertoire',
];

/** The DSRF FOOT layout shown in formats/README.md. */
export const FOOT_LAYOUT: readonly string[] = [
  'NumberOfLinesInFile',
  'NumberOfLinesInReport',
  'NumberOfSummaryRecords',
  'NumberOfBlocksInFile',
  'NumberOfBlocksInReport',
];

/**
 * Column layouts used only when a file does not declare a record type itself; every record type but
 * HEAD and FOOT must be declared by the file.
 */
const DEFAULT_LAYOUTS: Readonly<Record<string, readonly string[]>> = { HEAD: HEAD_LAYOUT, FOOT: FOOT_LAYOUT };

/** A record's values keyed by lower-cased column name (DSRF files spell `NumberofFiles` and `NumberOfFiles`). */
export type DsrFields = Map<string, string>;

/** Names a record's values by its layout; extra values beyond the layout are an error, missing trailing ones are empty. */
export function nameFields(
  type: string,
  values: readonly string[],
  declared: ReadonlyMap<string, readonly string[]>,
  line: number,
  file: string,
): { fields: DsrFields; layout: LayoutSource } {
  const own = declared.get(type);
  const columns = own ?? DEFAULT_LAYOUTS[type];
  if (!columns) throw new IngestError('undeclared_record', line, `record type ${type} has no # declaration`, file);
  if (values.length > columns.length) {
    throw new IngestError(
      'field_count',
      line,
      `${type} has ${values.length} values but its layout has ${columns.length} columns`,
      file,
    );
  }
  const fields: DsrFields = new Map();
  for (let index = 0; index < columns.length; index += 1) {
    fields.set((columns[index] ?? '').toLowerCase(), unescapeDsr(values[index] ?? ''));
  }
  return { fields, layout: own ? 'declared' : 'default' };
}

// DSRF escapes tab, pipe and backslash with a backslash; Irama never splits multi-value fields, so unescape at once.
function unescapeDsr(value: string): string {
  return value.includes('\\') ? value.replace(/\\([\\|t])/g, (_, c: string) => (c === 't' ? '\t' : c)) : value;
}

/** Reads a text field, empty meaning absent. */
export function text(fields: DsrFields, column: string): string | null {
  const value = fields.get(column.toLowerCase());
  return value === undefined || value === '' ? null : value;
}

/** Reads a non-negative integer field (counts, usages); empty is null, anything else not digits is an error. */
export function count(fields: DsrFields, column: string, line: number, file: string): number | null {
  const value = text(fields, column);
  if (value === null) return null;
  const parsed = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isNaN(parsed))
    throw new IngestError('invalid_number', line, `${column} is not a whole number: ${value}`, file);
  return parsed;
}

/** Converts named values to a plain record (keys are lower-cased column names). */
export function toRecord(fields: DsrFields): Record<string, string> {
  return Object.fromEntries(fields);
}
