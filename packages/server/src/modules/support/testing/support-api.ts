import type { TestApp } from '../../../../test/support/test-app.ts';

export type FilePart = { name: string; bytes: Uint8Array; field?: string };

/** A multipart body of text fields, files and `upload_id` fields naming finished resumable uploads, for `app.inject`. */
export function multipartOf(
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
  uploadIds: readonly string[] = [],
) {
  const boundary = `----irama${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const textFields = [...Object.entries(fields), ...uploadIds.map((id) => ['upload_id', id] as const)];
  for (const [name, value] of textFields) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The support API as a signed-in user sees it. */
export function supportApi(t: TestApp) {
  const post = (
    url: string,
    headers: Record<string, string>,
    fields: Record<string, string>,
    files: FilePart[] = [],
    uploadIds: string[] = [],
  ) => {
    const body = multipartOf(fields, files, uploadIds);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  return {
    get,
    post,
    openTicket: (headers: Record<string, string>, files: FilePart[] = [], subject = 'Rilis belum tayang') =>
      post(
        '/api/v2/support/ticket',
        headers,
        { subject, category: 'release', message: 'Mohon dicek, terima kasih.' },
        files,
      ),
  };
}
