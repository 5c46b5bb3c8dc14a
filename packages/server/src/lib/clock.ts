import { AsyncLocalStorage } from 'node:async_hooks';

const replayed = new AsyncLocalStorage<Date>();

/**
 * The time a write is stamped with: now, or inside `replayAt` the moment being replayed. The demo
 * tells its past (a year of publishes, payments, release decisions, withdrawals) through the code
 * paths that make those things happen, and each of them stamps its rows and notices through here,
 * so the past reads as it happened instead of as the minute the demo was seeded.
 */
export function currentTime(): Date {
  return new Date(replayed.getStore() ?? Date.now());
}

/** Runs `work` with `currentTime()` fixed at `at` for everything it awaits. */
export function replayAt<T>(at: Date, work: () => Promise<T>): Promise<T> {
  return replayed.run(at, work);
}

/** Indonesia's western time (WIB), where the portal's days begin and end. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today in WIB, `YYYY-MM-DD`. */
export const wibDay = (now: Date) => new Date(now.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** The month of a WIB day, `YYYY-MM`. */
export const wibMonth = (now: Date) => wibDay(now).slice(0, 7);
