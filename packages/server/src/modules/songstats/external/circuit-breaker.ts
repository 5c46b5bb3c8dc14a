/** The breaker's defaults: 5 failures in a row open it, for 60 seconds. */
export const BREAKER_FAILURES = 5;
export const BREAKER_PAUSE_MS = 60_000;

/**
 * Stops calling a service that keeps failing. Closed, every call goes through; after `failures`
 * failures in a row it opens and `canCall()` is false for `pauseMs`. Then one trial call goes through
 * (the others still wait): its success closes the breaker, its failure opens it for another pause.
 */
export class CircuitBreaker {
  private failuresInARow = 0;
  private openUntil: number | null = null;
  private isTrialRunning = false;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly failures = BREAKER_FAILURES,
    private readonly pauseMs = BREAKER_PAUSE_MS,
  ) {}

  /** True when a call may go out now; a true after the pause claims the one trial call. */
  canCall(): boolean {
    if (this.openUntil === null) return true;
    if (this.now() < this.openUntil || this.isTrialRunning) return false;
    this.isTrialRunning = true;
    return true;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.openUntil = null;
    this.isTrialRunning = false;
  }

  failed(): void {
    this.failuresInARow += 1;
    if (this.isTrialRunning || this.failuresInARow >= this.failures) this.openUntil = this.now() + this.pauseMs;
    this.isTrialRunning = false;
  }
}
