import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready and every `everyMs` after, until the app closes. The timer keeps
 * no process alive, and a failed run is only logged (`failed` names it): the next run tries again.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  failed: string,
): void {
  const run = () => task().catch((error: unknown) => app.log.error({ err: error }, failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
