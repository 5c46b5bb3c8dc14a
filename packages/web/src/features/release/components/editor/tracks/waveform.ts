/** Above this a browser may run out of memory decoding (float samples take 2–4× the WAV). */
export const DECODE_MAX_BYTES = 300 * 1024 * 1024;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

function createAudioContext(): AudioContext | null {
  const Context = audioContextClass();
  return Context ? new Context() : null;
}

/** Above this a stored song is not downloaded just to draw its waveform. */
export const FETCH_DECODE_MAX_BYTES = 100 * 1024 * 1024;

/** Decodes audio bytes read by `read`; null when the browser cannot (no Web Audio, unreadable, not fetched). */
async function decode(read: () => Promise<ArrayBuffer>): Promise<AudioBuffer | null> {
  const context = createAudioContext();
  if (!context) return null;
  try {
    return await context.decodeAudioData(await read());
  } catch {
    return null;
  } finally {
    void context.close();
  }
}

/** Decodes a local audio file; null when the browser cannot (no Web Audio, too large, unreadable). */
export function decodeAudioFile(file: File): Promise<AudioBuffer | null> {
  if (file.size > DECODE_MAX_BYTES) return Promise.resolve(null);
  return decode(() => file.arrayBuffer());
}

/** Downloads a stored song by its signed URL and decodes it; null when too large, refused or unreadable. */
export function decodeAudioUrl(url: string, size: number, signal: AbortSignal): Promise<AudioBuffer | null> {
  if (size > FETCH_DECODE_MAX_BYTES || !audioContextClass()) return Promise.resolve(null);
  return decode(async () => {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`audio ${response.status}`);
    return response.arrayBuffer();
  });
}

/** Plays `duration` seconds from `start` of a decoded buffer; a stop function, or null without Web Audio. */
export function playBuffer(buffer: AudioBuffer, start: number, duration: number, onEnd: () => void) {
  const context = createAudioContext();
  if (!context) return null;
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  source.onended = () => {
    void context.close();
    onEnd();
  };
  source.start(0, start, duration);
  return () => source.stop();
}

/**
 * Plays part of a local file, or of a stored one by its signed URL (the server answers ranges, so
 * the player seeks without downloading the song), through the browser's own player; a stop function.
 */
export function playSourcePart(source: File | string, start: number, duration: number, onEnd: () => void) {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  const player = new Audio(url);
  const end = () => {
    window.clearTimeout(timer);
    player.pause();
    if (typeof source !== 'string') URL.revokeObjectURL(url);
    onEnd();
  };
  player.currentTime = start;
  const timer = window.setTimeout(end, duration * 1000);
  void player.play().catch(end);
  return end;
}

/** The loudest sample of each of `buckets` equal slices, 0 to 1, across all channels. */
export function peaksOf(buffer: Pick<AudioBuffer, 'numberOfChannels' | 'length' | 'getChannelData'>, buckets: number) {
  const peaks = new Array<number>(buckets).fill(0);
  const size = Math.max(1, Math.floor(buffer.length / buckets));
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const samples = buffer.getChannelData(channel);
    for (let bucket = 0; bucket < buckets; bucket += 1) {
      const end = Math.min(samples.length, (bucket + 1) * size);
      let peak = peaks[bucket] ?? 0;
      for (let index = bucket * size; index < end; index += 1) peak = Math.max(peak, Math.abs(samples[index] ?? 0));
      peaks[bucket] = Math.min(1, peak);
    }
  }
  return peaks;
}

/** A 16-bit PCM WAV of part of a decoded buffer, for listening to a selection in an <audio>. */
export function encodeWavSlice(buffer: AudioBuffer, startSeconds: number, durationSeconds: number): Blob {
  const { numberOfChannels: channels, sampleRate } = buffer;
  const start = Math.max(0, Math.floor(startSeconds * sampleRate));
  const frames = Math.max(0, Math.min(buffer.length - start, Math.floor(durationSeconds * sampleRate)));
  const dataBytes = frames * channels * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  const data = Array.from({ length: channels }, (_, channel) => buffer.getChannelData(channel));
  let offset = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (const samples of data) {
      const sample = Math.max(-1, Math.min(1, samples[start + frame] ?? 0));
      view.setInt16(offset, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
      offset += 2;
    }
  }
  return new Blob([view.buffer], { type: 'audio/wav' });
}
