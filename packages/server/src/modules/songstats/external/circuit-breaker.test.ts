import { describe, expect, it } from 'vitest';
import { BREAKER_FAILURES, BREAKER_PAUSE_MS, CircuitBreaker } from './circuit-breaker.ts';

function openBreaker() {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker(() => clock.now);
  for (let i = 0; i < BREAKER_FAILURES; i++) {
    expect(breaker.canCall()).toBe(true);
    breaker.failed();
  }
  return { breaker, clock };
}

describe('CircuitBreaker', () => {
  it('stays closed while failures are not 5 in a row', () => {
    const breaker = new CircuitBreaker(() => 0);
    for (let i = 0; i < 3 * BREAKER_FAILURES; i++) {
      if (i % BREAKER_FAILURES === BREAKER_FAILURES - 1) breaker.succeeded();
      else breaker.failed();
      expect(breaker.canCall()).toBe(true);
    }
  });

  it('opens after 5 failures in a row and refuses calls for the pause', () => {
    const { breaker, clock } = openBreaker();
    expect(breaker.canCall()).toBe(false);
    clock.now = BREAKER_PAUSE_MS - 1;
    expect(breaker.canCall()).toBe(false);
  });

  it('lets one trial call through after the pause, and closes when it succeeds', () => {
    const { breaker, clock } = openBreaker();
    clock.now = BREAKER_PAUSE_MS;
    expect(breaker.canCall()).toBe(true);
    expect(breaker.canCall()).toBe(false);
    breaker.succeeded();
    expect([breaker.canCall(), breaker.canCall()]).toEqual([true, true]);
    // Closed again: it takes 5 new failures to open it.
    for (let i = 0; i < BREAKER_FAILURES - 1; i++) breaker.failed();
    expect(breaker.canCall()).toBe(true);
  });

  it('opens for another pause when the trial call fails', () => {
    const { breaker, clock } = openBreaker();
    clock.now = BREAKER_PAUSE_MS;
    expect(breaker.canCall()).toBe(true);
    breaker.failed();
    expect(breaker.canCall()).toBe(false);
    clock.now = 2 * BREAKER_PAUSE_MS - 1;
    expect(breaker.canCall()).toBe(false);
    clock.now = 2 * BREAKER_PAUSE_MS;
    expect(breaker.canCall()).toBe(true);
  });
});
