import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { UPLOAD_CHECKSUM_ALGORITHM, UPLOAD_PART_BYTES } from '../../packages/contracts/src/index.ts';
import { authHeaders } from './portal.ts';

const TUS = { 'tus-resumable': '1.0.0' };
/** WebCrypto's name for the checksum algorithm (`sha1` in the tus header). */
const WEB_CRYPTO_SHA1 = 'SHA-1';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(agent: http.Agent, url: string, method: string, headers: http.OutgoingHttpHeaders, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { agent, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A part read from the file with its sha1 under way (WebCrypto hashes off the event loop, as in the browser). */
type ReadPart = { offset: number; body: Buffer<ArrayBuffer>; digest: Promise<string> };

async function readPart(
  handle: fs.promises.FileHandle,
  buffer: Buffer<ArrayBuffer>,
  offset: number,
): Promise<ReadPart> {
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
  const body = buffer.subarray(0, bytesRead);
  const digest = crypto.subtle.digest(WEB_CRYPTO_SHA1, body).then((bytes) => Buffer.from(bytes).toString('base64'));
  return { offset, body, digest };
}

/**
 * Uploads `file` to `/api/uploads` as the SPA does: a tus creation, then parts of UPLOAD_PART_BYTES,
 * each with its sha1, one after another on one kept-alive connection, the next part read and hashed
 * while the one before it travels. Two parts are in memory at a time. Answers the upload's id;
 * throws on any answer tus would not give a finished upload.
 */
export async function uploadWithTus(baseUrl: string, token: string, file: string): Promise<string> {
  const size = fs.statSync(file).size;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const handle = await fs.promises.open(file);
  try {
    const metadata = [
      `filename ${Buffer.from(path.basename(file)).toString('base64')}`,
      `filetype ${Buffer.from('audio/wav').toString('base64')}`,
      `purpose ${Buffer.from('release_audio').toString('base64')}`,
    ].join(',');
    const created = await send(agent, `${baseUrl}/api/uploads`, 'POST', {
      ...authHeaders(token),
      ...TUS,
      'upload-length': size,
      'upload-metadata': metadata,
    });
    if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${created.body}`);
    const location = new URL(String(created.headers.location), baseUrl).toString();
    const buffers = [Buffer.alloc(UPLOAD_PART_BYTES), Buffer.alloc(UPLOAD_PART_BYTES)];
    let part: ReadPart | undefined =
      size > 0 ? await readPart(handle, buffers[0] as Buffer<ArrayBuffer>, 0) : undefined;
    for (let index = 1; part; index += 1) {
      const { offset, body } = part;
      const checksum = `${UPLOAD_CHECKSUM_ALGORITHM} ${await part.digest}`;
      const end = offset + body.length;
      const next = end < size ? readPart(handle, buffers[index % 2] as Buffer<ArrayBuffer>, end) : undefined;
      const sent = await send(
        agent,
        location,
        'PATCH',
        {
          ...authHeaders(token),
          ...TUS,
          'content-type': 'application/offset+octet-stream',
          'content-length': body.length,
          'upload-offset': offset,
          'upload-checksum': checksum,
        },
        body,
      );
      if (sent.status !== 204) throw new Error(`a tus part at ${offset} answered ${sent.status}: ${sent.body}`);
      if (sent.headers['upload-offset'] !== String(end))
        throw new Error(`the server is at ${sent.headers['upload-offset']} after a part that ends at ${end}`);
      part = await next;
    }
    return location.split('/').at(-1) ?? '';
  } finally {
    await handle.close();
    agent.destroy();
  }
}

/** Attaches a finished upload as a release's audio file and answers what the server stored. */
export async function attachAudio(
  baseUrl: string,
  token: string,
  uploadId: string,
): Promise<{ size: number; sha256: string; sample_rate: number }> {
  const response = await fetch(`${baseUrl}/api/v2/release/fileupload?type=audio`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify({ upload_id: uploadId }),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`attaching upload ${uploadId} answered ${response.status}: ${body}`);
  return (JSON.parse(body) as { data: { size: number; sha256: string; sample_rate: number } }).data;
}
