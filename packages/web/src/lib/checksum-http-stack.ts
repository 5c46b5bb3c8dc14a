import { DefaultHttpStack, type HttpRequest, type HttpStack } from 'tus-js-client';

const PART_METHOD = 'PATCH';

/** The sha1 of a file or part in base64, as tus's `Upload-Checksum` and the `head_sha1` metadata carry it. */
export async function sha1Base64(part: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new Uint8Array(await part.arrayBuffer())));
  return btoa(String.fromCharCode(...digest));
}

/** A part's digest computed ahead, for the part that starts at `start` and holds `size` bytes. */
type Ahead = { start: number; size: number; digest: Promise<string> };

/**
 * tus-js-client's HTTP stack with an `Upload-Checksum` (sha1) on every part, so the server keeps
 * no part that was damaged on the way (it answers 460 and the part is sent again). Given the `file`
 * being sent, the next part's digest is computed while the current part travels, so a part never
 * waits for its own hashing.
 */
export function checksumHttpStack(file?: Blob, inner: HttpStack = new DefaultHttpStack({})): HttpStack {
  let ahead: Ahead | undefined;

  /** The digest of `part`, which starts at `start`: the one computed ahead when it is that part (read again if that read failed). */
  function digestOf(part: Blob, start: number): Promise<string> {
    const known = ahead?.start === start && ahead.size === part.size ? ahead.digest : undefined;
    ahead = undefined;
    return known ? known.catch(() => sha1Base64(part)) : sha1Base64(part);
  }

  /** Starts hashing the part after the one at `start` (tus cuts every part but the last the same size). */
  function hashNext(start: number, size: number) {
    const next = start + size;
    if (!file || next >= file.size) return;
    const digest = sha1Base64(file.slice(next, next + size));
    // A failed read here is read again when the part is sent, and reported there.
    digest.catch(() => {});
    ahead = { start: next, size: Math.min(size, file.size - next), digest };
  }

  return {
    getName: () => `checksum+${inner.getName()}`,
    createRequest(method: string, url: string): HttpRequest {
      const request = inner.createRequest(method, url);
      if (method !== PART_METHOD) return request;
      const send = request.send.bind(request);
      const abort = request.abort.bind(request);
      let isAborted = false;
      request.abort = () => {
        isAborted = true;
        return abort();
      };
      request.send = async (body: unknown) => {
        if (body instanceof Blob) {
          const start = Number(request.getHeader('Upload-Offset'));
          const checksum = await digestOf(body, start);
          // Paused or offline while hashing: like an aborted XMLHttpRequest, the part never answers,
          // or its late answer would reach the upload once it has started again.
          if (isAborted) return new Promise<never>(() => {});
          request.setHeader('Upload-Checksum', `sha1 ${checksum}`);
          hashNext(start, body.size);
        }
        return send(body);
      };
      return request;
    },
  };
}
