/** A multipart body with one `file` part, for `app.inject`: spread `headers` into the request's own. */
export function multipart(bytes: Uint8Array | string, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----irama${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
