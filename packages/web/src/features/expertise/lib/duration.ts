/** A player's clock: "0:42", "12:05", "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Whole minutes for a course's length, at least one so a short course never reads "0 minutes". */
export function minutesOf(totalSeconds: number): number {
  return Math.max(1, Math.round(totalSeconds / 60));
}
