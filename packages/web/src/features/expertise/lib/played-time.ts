// `timeupdate` fires every quarter second or so while a video plays; a longer step is a seek or a stall.
const MAX_STEP_SECONDS = 2;

export interface PlayedTime {
  /** The player is at `position` (seconds) at wall time `at` (ms) while playing. */
  advance: (position: number, at: number) => void;
  /** Playback stopped, jumped or stalled: the next `advance` starts a new stretch. */
  interrupt: () => void;
  /** The whole seconds played since the last take; the fraction waits for the next one. */
  take: () => number;
  /** Puts seconds the server did not count back, so the next report claims them again. */
  giveBack: (seconds: number) => void;
}

/**
 * Counts the seconds of a video actually played: each step of the playhead counts, but never more than
 * the wall time it took (a faster playback rate claims no more than passed) and never a jump (a seek).
 * The server refuses a report that claims more than has passed, so the count stays on the safe side.
 */
export function createPlayedTime(): PlayedTime {
  let last: { position: number; at: number } | null = null;
  let pending = 0;
  return {
    advance(position, at) {
      if (last) {
        const played = position - last.position;
        const elapsed = (at - last.at) / 1000;
        if (played > 0 && played <= MAX_STEP_SECONDS && elapsed > 0) pending += Math.min(played, elapsed);
      }
      last = { position, at };
    },
    interrupt() {
      last = null;
    },
    take() {
      const whole = Math.floor(pending);
      pending -= whole;
      return whole;
    },
    giveBack(seconds) {
      pending += seconds;
    },
  };
}
