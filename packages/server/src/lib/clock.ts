import { AsyncLocalStorage } from 'node:async_hooks';
import { todayInWib } from '@irama/contracts';

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

/** The month in WIB (where the portal's days begin and end) at the instant `now`, `YYYY-MM`. */
export const wibMonth = (now: Date) => todayInWib(now).slice(0, 7);
