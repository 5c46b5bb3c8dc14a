import type { MusicbankGenre, MusicbankMood } from '@irama/contracts';
import { createRandom } from '../lib/random.ts';
import { wavHeader } from '../modules/release/upload/audio-trim.service.ts';

// The Music Bank's demo recordings, made at seed time: nothing is downloaded. A little plucked melody
// over a bass line, its scale from the song's mood and its pace from its genre, different for every
// song. 11,025 Hz: three dozen songs of 20–30 s at 22,050 Hz would be about 40 MB, at this rate 20 MB.

export const DEMO_SAMPLE_RATE = 11_025;
/** The loudest a sample gets, below full scale so the mix never clips. */
const PEAK = 0.8;
const FADE_OUT_SECONDS = 1.5;

/** Semitones above the root of each scale's degrees. */
const SCALES: Record<MusicbankMood, readonly number[]> = {
  happy: [0, 2, 4, 7, 9],
  energetic: [0, 2, 4, 5, 7, 9, 11],
  romantic: [0, 2, 4, 5, 7, 9, 11],
  calm: [0, 2, 4, 7, 9],
  sad: [0, 2, 3, 5, 7, 8, 10],
  // Pelog-like: the gamelan's scale with its half steps, for the darker songs.
  melancholic: [0, 1, 3, 7, 8],
};

/** Beats a minute per genre: a keroncong strolls, a dangdut sways, electronic drives. */
const TEMPO: Record<MusicbankGenre, number> = {
  pop: 112,
  dangdut: 124,
  rock: 132,
  rnb: 92,
  hiphop: 88,
  jazz: 104,
  indie: 108,
  religi: 80,
  electronic: 128,
  keroncong: 96,
};

/** How quickly a note dies away (per second): short plucks for the fast, ringing ones for the slow. */
const DECAY: Record<MusicbankMood, number> = {
  happy: 5,
  energetic: 7,
  romantic: 3,
  calm: 2.5,
  sad: 3,
  melancholic: 2.5,
};

/** The bass follows this chord progression, in scale degrees, one chord a bar. */
const PROGRESSIONS = [
  [0, 3, 4, 0],
  [0, 4, 3, 4],
  [0, 2, 3, 4],
  [0, 3, 0, 4],
] as const;

type Note = { start: number; seconds: number; hz: number; gain: number };

const hzOf = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The pitch of `degree` steps up the scale (wrapping into higher octaves) from the root. */
function pitchOf(scale: readonly number[], root: number, degree: number): number {
  const octave = Math.floor(degree / scale.length);
  const step = scale[((degree % scale.length) + scale.length) % scale.length] ?? 0;
  return hzOf(root + 12 * octave + step);
}

/** Length of the demo of the song at `index`, whole seconds from 20 to 30. */
export const demoSecondsOf = (index: number): number => 20 + ((index * 7) % 11);

/** The melody and bass notes of one song: a two-bar phrase, varied on its repeats, over a chord a bar. */
function notesOf(index: number, genre: MusicbankGenre, mood: MusicbankMood, seconds: number): Note[] {
  const random = createRandom(9_000 + index);
  const scale = SCALES[mood];
  const root = 57 + random.int(0, 7);
  const beat = 60 / TEMPO[genre];
  const bar = 4 * beat;
  const progression = PROGRESSIONS[index % PROGRESSIONS.length] ?? PROGRESSIONS[0];
  // The phrase: eighth and quarter notes walking the scale, mostly by steps.
  const phrase: { beats: number; degree: number }[] = [];
  let degree = scale.length;
  for (let beats = 0; beats < 8; ) {
    const length = beats < 7 && random.next() < 0.55 ? 0.5 : 1;
    degree = Math.max(scale.length - 2, Math.min(2 * scale.length, degree + random.int(-2, 2)));
    phrase.push({ beats: length, degree });
    beats += length;
  }
  const notes: Note[] = [];
  const bars = Math.floor(seconds / bar);
  for (let first = 0; first < bars; first += 2) {
    // Every other repeat lifts the phrase by a step or two, so the tune goes somewhere.
    const lift = (first / 2) % 2 === 1 ? random.int(1, 2) : 0;
    let at = first * bar;
    for (const note of phrase) {
      if (at + note.beats * beat > seconds) break;
      notes.push({ start: at, seconds: note.beats * beat, hz: pitchOf(scale, root, note.degree + lift), gain: 0.5 });
      at += note.beats * beat;
    }
  }
  for (let b = 0; b < bars; b += 1) {
    const chord = progression[b % progression.length] ?? 0;
    for (const half of [0, 2]) {
      notes.push({ start: b * bar + half * beat, seconds: 2 * beat, hz: pitchOf(scale, root - 12, chord), gain: 0.45 });
    }
  }
  return notes;
}

/** Below this the note is inaudible under the others, so it stops there. */
const SILENT = 0.001;

/**
 * Adds one plucked note to `mix`: a quick attack, an exponential fade and two overtones. Each partial
 * is a sine made by the two-term recurrence sin((n+1)w) = 2cos(w)·sin(nw) − sin((n−1)w), which
 * is exact and far cheaper than a Math.sin per sample.
 */
function pluck(mix: Float64Array, note: Note, decay: number): void {
  const from = Math.floor(note.start * DEMO_SAMPLE_RATE);
  const to = Math.min(mix.length, from + Math.floor(note.seconds * DEMO_SAMPLE_RATE) + DEMO_SAMPLE_RATE);
  const attack = 0.005 * DEMO_SAMPLE_RATE;
  const fall = Math.exp(-decay / DEMO_SAMPLE_RATE);
  const partials = [1, 0.4, 0.15].map((gain, index) => {
    const step = (2 * Math.PI * note.hz * (index + 1)) / DEMO_SAMPLE_RATE;
    return { gain, twoCos: 2 * Math.cos(step), previous: -Math.sin(step), current: 0 };
  });
  let envelope = note.gain;
  for (let at = from; at < to && envelope > SILENT; at += 1) {
    const n = at - from;
    let tone = 0;
    for (const partial of partials) {
      tone += partial.gain * partial.current;
      const next = partial.twoCos * partial.current - partial.previous;
      partial.previous = partial.current;
      partial.current = next;
    }
    mix[at] = (mix[at] ?? 0) + tone * envelope * (n < attack ? n / attack : 1);
    envelope *= fall;
  }
}

/**
 * The demo recording of the bank's song at `index`: a 16-bit mono PCM WAV at DEMO_SAMPLE_RATE,
 * `demoSecondsOf(index)` long, the same bytes on every run.
 */
export function demoRecording(index: number, genre: MusicbankGenre, mood: MusicbankMood): Buffer {
  const seconds = demoSecondsOf(index);
  const mix = new Float64Array(seconds * DEMO_SAMPLE_RATE);
  for (const note of notesOf(index, genre, mood, seconds)) pluck(mix, note, DECAY[mood]);
  let loudest = 0;
  for (const value of mix) loudest = Math.max(loudest, Math.abs(value));
  const scale = loudest === 0 ? 0 : PEAK / loudest;
  const fadeFrom = mix.length - FADE_OUT_SECONDS * DEMO_SAMPLE_RATE;
  const samples = new Int16Array(mix.length);
  for (const [at, value] of mix.entries()) {
    const fade = at > fadeFrom ? (mix.length - at) / (mix.length - fadeFrom) : 1;
    samples[at] = Math.round(value * scale * fade * 32_767);
  }
  // WAV is little-endian, as every machine this runs on is.
  const bytes = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const info = { encoding: 'pcm' as const, sampleRate: DEMO_SAMPLE_RATE, channels: 1, blockAlign: 2 };
  return Buffer.concat([wavHeader(info, bytes.length), bytes]);
}
