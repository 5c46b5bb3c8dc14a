import { vi } from 'vitest';

/** An upload the fake server holds: how big it is and how much it has received. */
export interface FakeUpload {
  size: number;
  offset: number;
  metadata: string;
}

export interface TusCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  bodyBytes: number;
}

type Answer = { status: number; headers?: Record<string, string>; body?: string };

const EXPIRES = 'Mon, 30 Nov 2026 10:00:00 GMT';

async function sha1Base64(body: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new Uint8Array(await body.arrayBuffer())));
  return btoa(String.fromCharCode(...digest));
}

/**
 * A tus 1.0 server (creation, checksum, expiration, termination) behind a stubbed XMLHttpRequest,
 * the transport tus-js-client uses in browsers. It keeps offsets, checks each part's offset and
 * sha1, and records every call. `holdParts` keeps part answers back until `releaseParts()`;
 * `expireSessionAtPart` answers 401 to every part, as the server does once the session has ended.
 */
export function fakeTusServer(
  initial: Record<string, FakeUpload> = {},
  options: { holdParts?: boolean; expireSessionAtPart?: boolean } = {},
) {
  const uploads = new Map(Object.entries(initial));
  const calls: TusCall[] = [];
  const held: (() => void)[] = [];
  let created = 0;

  async function answer(method: string, path: string, headers: Record<string, string>, body: unknown): Promise<Answer> {
    const id = path.split('/').at(-1) ?? '';
    const upload = uploads.get(id);
    if (method === 'POST') {
      created += 1;
      const newId = `new-${created}`;
      const size = Number(headers['Upload-Length']);
      uploads.set(newId, { size, offset: 0, metadata: headers['Upload-Metadata'] ?? '' });
      return { status: 201, headers: { Location: `/api/uploads/${newId}`, 'Upload-Expires': EXPIRES } };
    }
    if (!upload) return { status: 404, body: JSON.stringify({ code: 'not_found' }) };
    if (method === 'HEAD') {
      return { status: 200, headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.size) } };
    }
    if (method === 'DELETE') {
      uploads.delete(id);
      return { status: 204 };
    }
    if (options.expireSessionAtPart) return { status: 401, body: JSON.stringify({ code: 'auth.session_expired' }) };
    const part = body as Blob;
    if (Number(headers['Upload-Offset']) !== upload.offset) return { status: 409 };
    const checksum = headers['Upload-Checksum'];
    if (checksum && checksum !== `sha1 ${await sha1Base64(part)}`) {
      return { status: 460, body: JSON.stringify({ code: 'uploads.checksum_mismatch' }) };
    }
    upload.offset += part.size;
    return { status: 204, headers: { 'Upload-Offset': String(upload.offset), 'Upload-Expires': EXPIRES } };
  }

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    private method = '';
    private path = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private isAborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.path = new URL(url, 'http://localhost').pathname;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getResponseHeader(name: string): string | null {
      const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
      return found ? found[1] : null;
    }
    abort() {
      this.isAborted = true;
    }
    send(body: unknown) {
      const bodyBytes = body instanceof Blob ? body.size : 0;
      calls.push({ method: this.method, path: this.path, headers: { ...this.requestHeaders }, bodyBytes });
      const reply = async () => {
        if (this.isAborted) return;
        const result = await answer(this.method, this.path, this.requestHeaders, body);
        if (this.isAborted) return;
        if (bodyBytes > 0)
          this.upload.onprogress?.({ lengthComputable: true, loaded: bodyBytes, total: bodyBytes } as ProgressEvent);
        this.status = result.status;
        this.responseText = result.body ?? '';
        this.responseHeaders = { 'Tus-Resumable': '1.0.0', ...result.headers };
        this.onload?.();
      };
      const isPart = this.method === 'PATCH';
      setTimeout(() => (isPart && options.holdParts ? held.push(() => void reply()) : void reply()), 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    uploads,
    calls,
    /** Lets the held part answers through. */
    releaseParts: () => {
      for (const release of held.splice(0)) release();
    },
  };
}
