import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import { companyScope } from '../../../db/scope.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ServedObject } from '../../../lib/send-file.ts';
import type { ReleaseFileRow } from '../release.tables.ts';
import { findReleaseFile } from '../upload/release-file.repository.ts';
import type { ReleaseStorage } from '../upload/release-storage.ts';
import { contentDisposition, safeFileName } from './content-disposition.ts';
import { coverThumbnail } from './cover-thumbnail.ts';
import type { FileLinks, FilePurpose, Signature } from './file-links.ts';

export type ServingDeps = { db: Db; storage: ReleaseStorage; links: FileLinks };

// Only these render in the browser; a PDF or anything else downloads and never runs on our origin.
const INLINE = /^(image|audio|video)\//;

function nameOf(row: ReleaseFileRow, purpose: FilePurpose): string {
  const name = safeFileName(row.original_name, row.stored_name);
  return purpose === 'thumbnail' ? `${path.parse(name).name}-thumbnail.jpg` : name;
}

/**
 * The file a signed URL names. A signature that is wrong, expired, for another file, company or
 * purpose answers 404 exactly as a file that does not exist, and is decided before any lookup.
 */
export async function openSignedFile(
  deps: ServingDeps,
  id: string,
  purpose: FilePurpose,
  signature: Signature,
): Promise<ServedObject> {
  const valid = (await deps.links.signer()).secondsLeft({ id }, purpose, signature);
  if (!valid) throw notFound();
  const row = await findReleaseFile(deps.db, companyScope(valid.companyId), id);
  if (!row || (purpose === 'thumbnail' && row.type !== 'cover')) throw notFound();
  const relative = purpose === 'thumbnail' ? await coverThumbnail(deps.storage, row.path) : row.path;
  const mime = purpose === 'thumbnail' ? 'image/jpeg' : row.mime;
  return {
    key: relative,
    mime,
    disposition: contentDisposition(INLINE.test(mime) ? 'inline' : 'attachment', nameOf(row, purpose)),
    maxAgeSeconds: valid.seconds,
  };
}
