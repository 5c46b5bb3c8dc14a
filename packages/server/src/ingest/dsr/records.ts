import { IngestError } from '../errors.ts';
import { MoneyFormatError, parseMicros } from '../money.ts';
import { count, type DsrFields, text, toRecord } from './layouts.ts';
import type { DsrFoot, DsrHeader, DsrLicense, DsrResource, DsrSummary, DsrUsage, LayoutSource } from './types.ts';

/** Parses an amount field into micros; empty is null, anything not a plain decimal is an error at the line. */
export function money(fields: DsrFields, column: string, line: number, file: string): bigint | null {
  const value = text(fields, column);
  if (value === null) return null;
  try {
    return parseMicros(value);
  } catch (error) {
    if (error instanceof MoneyFormatError) {
      throw new IngestError('invalid_number', line, `${column} is not a decimal amount: ${value}`, file);
    }
    throw error;
  }
}

/** Types a HEAD record. */
export function toHeader(fields: DsrFields, line: number, layout: LayoutSource, file: string): DsrHeader {
  return {
    line,
    layout,
    messageVersion: text(fields, 'MessageVersion'),
    profile: text(fields, 'Profile'),
    profileVersion: text(fields, 'ProfileVersion'),
    messageId: text(fields, 'MessageId'),
    messageCreatedDateTime: text(fields, 'MessageCreatedDateTime'),
    fileNumber: count(fields, 'FileNumber', line, file),
    numberOfFiles: count(fields, 'NumberOfFiles', line, file),
    usageStartDate: text(fields, 'UsageStartDate'),
    usageEndDate: text(fields, 'UsageEndDate'),
    senderPartyId: text(fields, 'SenderPartyId'),
    senderName: text(fields, 'SenderName'),
    serviceDescription: text(fields, 'ServiceDescription'),
    recipientPartyId: text(fields, 'RecipientPartyId'),
    recipientName: text(fields, 'RecipientName'),
    fields: toRecord(fields),
  };
}

/** Types an SY record; DSRF profiles name the usage count `Usages` or `NumberOfUsages`. */
export function toSummary(type: string, fields: DsrFields, line: number, file: string): DsrSummary {
  return {
    file,
    line,
    recordType: type,
    summaryRecordId: text(fields, 'SummaryRecordId'),
    commercialModel: text(fields, 'CommercialModel'),
    useType: text(fields, 'UseType'),
    territory: text(fields, 'Territory'),
    serviceDescription: text(fields, 'ServiceDescription'),
    rightsController: text(fields, 'RightsController'),
    usages: count(fields, 'Usages', line, file) ?? count(fields, 'NumberOfUsages', line, file),
    currency: text(fields, 'Currency'),
    netRevenueMicros: money(fields, 'NetRevenue', line, file),
    fields: toRecord(fields),
  };
}

/** Types an AS record. */
export function toResource(fields: DsrFields, line: number): DsrResource {
  return {
    line,
    blockId: text(fields, 'BlockId'),
    dspResourceId: text(fields, 'DspResourceId'),
    isrc: text(fields, 'ISRC'),
    title: text(fields, 'Title'),
    subTitle: text(fields, 'SubTitle'),
    displayArtistName: text(fields, 'DisplayArtistName'),
    duration: text(fields, 'Duration'),
    resourceType: text(fields, 'ResourceType'),
  };
}

/** Types an LI record. */
export function toLicense(fields: DsrFields, line: number, file: string): DsrLicense {
  return {
    line,
    rightsController: text(fields, 'RightsController'),
    rightShare: text(fields, 'RightShare%') ?? text(fields, 'RightShare'),
    rightType: text(fields, 'RightType'),
    allocatedNetRevenueMicros: money(fields, 'AllocatedNetRevenue', line, file),
    allocatedAmountMicros: money(fields, 'AllocatedAmount', line, file),
  };
}

/** Types an SU record; usages and net revenue are required because the ledger is built from them. */
export function toUsage(fields: DsrFields, line: number, file: string, resource: DsrResource | null): DsrUsage {
  const usages = count(fields, 'Usages', line, file);
  const netRevenue = text(fields, 'NetRevenue');
  const netRevenueMicros = money(fields, 'NetRevenue', line, file);
  if (usages === null) throw new IngestError('missing_value', line, 'the sales line has no Usages', file);
  if (netRevenue === null || netRevenueMicros === null) {
    throw new IngestError('missing_value', line, 'the sales line has no NetRevenue', file);
  }
  const blockId = text(fields, 'BlockId');
  return {
    file,
    line,
    blockId,
    summaryRecordId: text(fields, 'SummaryRecordId'),
    salesTransactionId: text(fields, 'SalesTransactionId'),
    dspReleaseId: text(fields, 'DspReleaseId'),
    // A resource from another block would attribute revenue to the wrong recording, so it is dropped.
    resource: resource && (blockId === null || resource.blockId === blockId) ? resource : null,
    usages,
    currency: null,
    netRevenue,
    netRevenueMicros,
    validityPeriodStart: text(fields, 'ValidityPeriodStart'),
    validityPeriodEnd: text(fields, 'ValidityPeriodEnd'),
    licenses: [],
  };
}

/** Types a FOOT record. */
export function toFoot(fields: DsrFields, line: number, layout: LayoutSource, file: string): DsrFoot {
  return {
    line,
    layout,
    numberOfLinesInFile: count(fields, 'NumberOfLinesInFile', line, file),
    numberOfLinesInReport: count(fields, 'NumberOfLinesInReport', line, file),
    numberOfSummaryRecords: count(fields, 'NumberOfSummaryRecords', line, file),
    numberOfBlocksInFile: count(fields, 'NumberOfBlocksInFile', line, file),
    numberOfBlocksInReport: count(fields, 'NumberOfBlocksInReport', line, file),
  };
}
