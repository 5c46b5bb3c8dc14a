import sharp from 'sharp';
import { wavHeader } from '../modules/release/upload/audio-trim.service.ts';

// A pentatonic tune, one note every half second, so seeded songs sound like something and their
// waveforms have a shape.
const NOTES_HZ = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 440.0, 392.0];
const NOTE_SECONDS = 0.5;

/** A mono PCM WAV of the demo tune: 16-bit signed or 8-bit unsigned samples. */
export function demoSong(seconds: number, sampleRate: number, bitDepth: 8 | 16): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const bytes = bitDepth / 8;
  const samples = Buffer.alloc(frames * bytes);
  for (let frame = 0; frame < frames; frame += 1) {
    const time = frame / sampleRate;
    const note = NOTES_HZ[Math.floor(time / NOTE_SECONDS) % NOTES_HZ.length] ?? 440;
    const since = time % NOTE_SECONDS;
    const bass = 0.15 * Math.sin(2 * Math.PI * 65.41 * time) * Math.exp(-(time % 2));
    const value = 0.45 * Math.sin(2 * Math.PI * note * time) * Math.exp(-4 * since) + bass;
    if (bitDepth === 16) samples.writeInt16LE(Math.round(value * 32_767), frame * 2);
    else samples.writeUInt8(Math.round(128 + value * 127), frame);
  }
  const info = { encoding: 'pcm' as const, sampleRate, channels: 1, blockAlign: bytes };
  return Buffer.concat([wavHeader(info, samples.length), samples]);
}

function darker(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * factor));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** A 3000×3000 JPEG cover in the release's colour: a gradient and a record, no text (no fonts needed). */
export function demoCover(colour: string): Promise<Buffer> {
  const grooves = [250, 230, 210, 190, 170, 150]
    .map((r) => `<circle cx="300" cy="330" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="2"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${darker(colour, 0.35)}"/>
    </linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="300" cy="330" r="265" fill="#111" fill-opacity="0.85"/>${grooves}
    <circle cx="300" cy="330" r="80" fill="${colour}"/>
    <circle cx="300" cy="330" r="10" fill="#111"/>
  </svg>`;
  return sharp(Buffer.from(svg)).resize(3000, 3000).jpeg({ quality: 70 }).toBuffer();
}
