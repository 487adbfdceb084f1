import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once the server is ready and then every `minutes` while it runs (0: never). Runs
 * never overlap within a process; a failure is logged as `${name} failed` and the next run comes
 * as planned. Closing the server waits for a run in flight.
 */
export function runEvery(
  app: FastifyInstance,
  minutes: number,
  name: string,
  work: () => Promise<void>,
): void {
  runEverySeconds(app, minutes * 60, name, work);
}

/** The same as `runEvery`, for jobs that look often (a cheap check first). */
export function runEverySeconds(
  app: FastifyInstance,
  seconds: number,
  name: string,
  work: () => Promise<void>,
): void {
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => {
        app.log.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', () => {
    timer = setInterval(run, seconds * 1000);
    timer.unref();
    run();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
