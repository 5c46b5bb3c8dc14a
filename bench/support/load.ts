import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { onExit, stopProcess } from './cleanup.ts';

/** What one load run is asked to do. */
export type LoadRequest = {
  url: string;
  /**
   * Paths each connection requests in turn, for a mix of queries (autocannon cycles through
   * them); without it every request goes to `url`.
   */
  paths?: string[];
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
};

/** What a load run measured, from the client's side. */
export type LoadResult = {
  requestsPerSecond: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/**
 * Runs autocannon in a child process, so the load generator never shares the event loop or the
 * CPU accounting of the server under test (`process.cpuUsage()` then counts the server alone).
 */
export function loadFromChildProcess(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const stop = onExit(() => stopProcess(child));
    child.once('error', reject);
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('exit', (code) => {
      void stop();
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(request);
  });
}

// In the child: run the load it is sent, report, and exit.
if (process.send && process.argv[1] === import.meta.filename) {
  process.once('message', async (message) => {
    const request = message as LoadRequest;
    const result = await autocannon({
      url: request.url,
      connections: request.connections,
      duration: request.durationSeconds,
      headers: request.headers,
      ...(request.paths ? { requests: request.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    });
    const answer: LoadResult = {
      requestsPerSecond: result.requests.average,
      total: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    process.send?.(answer, () => process.exit(0));
  });
}
