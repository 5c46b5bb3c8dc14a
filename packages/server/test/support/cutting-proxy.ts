import net from 'node:net';

export type CuttingProxy = {
  /** `http://127.0.0.1:<port>`: what a client calls instead of the server. */
  url: string;
  /** How many connections were cut so far. */
  cutsMade(): number;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of `target` that cuts connections the way a phone network does: its n-th
 * connection passes `cuts[n]` bytes from the client, then both sides are closed mid-request.
 * Connections past the list pass whole, so a client that reconnects gets through in the end.
 */
export async function startCuttingProxy(target: URL, cuts: readonly number[]): Promise<CuttingProxy> {
  let connections = 0;
  let cutsMade = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const cutAfter = cuts[connections];
    connections += 1;
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut socket errors on the side that was still talking: that is the point.
      socket.on('error', () => {});
    }
    let passed = 0;
    client.on('data', (chunk: Buffer) => {
      if (cutAfter !== undefined && passed + chunk.length >= cutAfter) {
        // What got through before the cut reaches the server; then the line goes dead both ways.
        upstream.end(chunk.subarray(0, cutAfter - passed));
        client.destroy();
        client.removeAllListeners('data');
        cutsMade += 1;
        return;
      }
      passed += chunk.length;
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    client.on('end', () => upstream.end());
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cutsMade: () => cutsMade,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
