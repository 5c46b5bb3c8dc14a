import { type ReleaseFile, UPLOAD_TYPES, type UploadType } from '@irama/contracts';
import type { ReleaseFileRow } from '../release.tables.ts';
import type { FileSigner } from '../serving/file-links.ts';

const isUploadType = (type: string): type is UploadType => (UPLOAD_TYPES as readonly string[]).includes(type);

/** A stored file as the API shows it: the facts the server read from its bytes, and its signed URLs. */
export function toReleaseFile(row: ReleaseFileRow, signer: FileSigner): ReleaseFile {
  const optional = <T>(value: T | null) => value ?? undefined;
  const signed = { id: row.id, companyId: row.company_id };
  return {
    file_id: row.id,
    type: isUploadType(row.type) ? row.type : 'documentation',
    name: optional(row.original_name),
    mime: row.mime,
    size: Number(row.size),
    width: optional(row.width),
    height: optional(row.height),
    sample_rate: optional(row.sample_rate),
    bit_depth: optional(row.bit_depth),
    channels: optional(row.channels),
    duration_seconds: row.duration_seconds === null ? undefined : Number(row.duration_seconds),
    sha256: row.sha256,
    url: signer.urlOf(signed, 'file'),
    ...(row.type === 'cover' ? { thumbnail_url: signer.urlOf(signed, 'thumbnail') } : {}),
  };
}
