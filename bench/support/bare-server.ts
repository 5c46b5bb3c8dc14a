import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onExit } from './cleanup.ts';

/** The floor to compare with: node:http answering a small JSON document, nothing else; closed when the benchmark ends. */
export async function startBareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ data: { hello: 'world' } });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = onExit(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A load generator that was stopped midway may leave its keep-alive connections open.
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${port}/`, close };
}
