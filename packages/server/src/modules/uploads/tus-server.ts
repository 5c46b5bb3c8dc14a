import { UPLOAD_PURPOSE_MAX_BYTES } from '@irama/contracts';
import { ERRORS, Server } from '@tus/server';
import type { Caller } from '../../lib/caller.ts';
import { OWNER_COMPANY, OWNER_USER, type UploadStore } from './upload-store.ts';

export const UPLOADS_PATH = '/api/uploads';

/**
 * The tus 1.0 server over the upload store, its uploads locked by the store's locker. The caller of each
 * request is handed in beside it, so the owner written into a new upload's metadata is the
 * signed-in user, never what the client sent.
 */
export function createTusServer(uploads: UploadStore) {
  const callers = new WeakMap<Request, Caller>();
  const server = new Server({
    path: UPLOADS_PATH,
    datastore: uploads.store,
    relativeLocation: true,
    maxSize: Math.max(...Object.values(UPLOAD_PURPOSE_MAX_BYTES)),
    locker: uploads.locker,
    async onUploadCreate(request, upload) {
      const caller = callers.get(request);
      if (!caller) throw ERRORS.UNKNOWN_ERROR;
      const { filename, filetype, purpose, head_sha1: headSha1 } = upload.metadata ?? {};
      return {
        metadata: {
          filename: filename ?? '',
          filetype: filetype ?? '',
          purpose: purpose ?? '',
          ...(headSha1 ? { head_sha1: headSha1 } : {}),
          [OWNER_USER]: String(caller.user.id),
          [OWNER_COMPANY]: String(caller.company.id),
        },
      };
    },
  });
  return {
    /** Answers one tus request (creation, offset, part, termination, options) of `caller`. */
    handle(request: Request, caller: Caller): Promise<Response> {
      callers.set(request, caller);
      return server.handleWeb(request);
    },
  };
}
