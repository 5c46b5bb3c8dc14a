/** The demo playing now, anywhere on the page: starting another pauses it, so one plays at a time. */
let playing: HTMLAudioElement | null = null;

/** Called when `audio` starts playing: pauses the demo that played before it. */
export function claimPlayback(audio: HTMLAudioElement): void {
  if (playing && playing !== audio) playing.pause();
  playing = audio;
}

/** Called when `audio` goes away (its card leaves the page). */
export function releasePlayback(audio: HTMLAudioElement): void {
  if (playing === audio) playing = null;
}
