import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { TABLE_CONTENT_TYPES, type TableFile, writeTable } from './table-file.ts';

/** A table to download and the name its file gets. */
export interface ReportFile {
  table: TableFile;
  fileName: string;
}

/** Sends a table as a file written while it is sent: a 100,000-row report never sits in memory. */
export function sendTable(reply: FastifyReply, format: 'csv' | 'xlsx', file: ReportFile) {
  const stream = new PassThrough();
  writeTable(format, file.table, stream).catch((error: Error) => stream.destroy(error));
  return reply
    .type(TABLE_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(stream);
}

/** A report's answer: the file when `export` names a format, else the data. */
export async function answer<T>(
  reply: FastifyReply,
  format: 'csv' | 'xlsx' | undefined,
  make: { file: () => Promise<ReportFile>; data: () => Promise<T> },
) {
  return format ? sendTable(reply, format, await make.file()) : { data: await make.data() };
}
