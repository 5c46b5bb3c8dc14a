import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The floor to compare with: node:http answering a small JSON document, nothing else. */
export async function startBareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ data: { hello: 'world' } });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
