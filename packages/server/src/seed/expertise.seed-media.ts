import HME from 'h264-mp4-encoder';
import sharp from 'sharp';
import { DEMO_EPISODE_SECONDS } from './expertise.seed-data.ts';

// The demo's lesson videos, posters and subtitles, made at seed time: nothing is downloaded. Small on
// purpose (320×180, 5 frames a second) so a seed stays quick; no text in the pictures, so no fonts.

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 5;

const rgbOf = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** The still part of every frame: the colour fading to dark across the picture. */
function background(colour: readonly [number, number, number]): Uint8Array {
  const frame = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 4;
      const fade = 1 - (0.6 * (x + y)) / (WIDTH + HEIGHT);
      frame.set([colour[0] * fade, colour[1] * fade, colour[2] * fade, 255], at);
    }
  }
  return frame;
}

/** Paints the pixels of a rectangle that `isInside` keeps in one grey level. */
function paint(
  frame: Uint8Array,
  box: { x: number; y: number; w: number; h: number },
  level: number,
  isInside: (x: number, y: number) => boolean = () => true,
) {
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(HEIGHT, box.y + box.h); y += 1) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(WIDTH, box.x + box.w); x += 1) {
      if (isInside(x, y)) frame.fill(level, (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
    }
  }
}

/** One frame at `share` of the video: a light disc travelling and a bar of the time gone, over the background. */
function drawFrame(frame: Uint8Array, still: Uint8Array, share: number): void {
  frame.set(still);
  const cx = 40 + share * (WIDTH - 80);
  const cy = HEIGHT / 2 - 15 + Math.sin(share * Math.PI * 4) * 25;
  const r = 22;
  paint(
    frame,
    { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r },
    245,
    (x: number, y: number) => (x - cx) ** 2 + (y - cy) ** 2 < r * r,
  );
  paint(frame, { x: 8, y: HEIGHT - 10, w: WIDTH - 16, h: 6 }, 70);
  paint(frame, { x: 8, y: HEIGHT - 10, w: share * (WIDTH - 16), h: 6 }, 245);
}

/** A silent H.264 MP4 lesson video in `colour`, DEMO_EPISODE_SECONDS long, encoded in WebAssembly. */
export async function demoLessonVideo(colour: string): Promise<Buffer> {
  const encoder = await HME.createH264MP4Encoder();
  try {
    encoder.width = WIDTH;
    encoder.height = HEIGHT;
    encoder.frameRate = FPS;
    encoder.quantizationParameter = 35;
    // The fastest of its presets: a tiny demo picture gains nothing from a slower one.
    encoder.speed = 10;
    encoder.initialize();
    const still = background(rgbOf(colour));
    const frame = new Uint8Array(WIDTH * HEIGHT * 4);
    const frames = DEMO_EPISODE_SECONDS * FPS;
    for (let index = 0; index < frames; index += 1) {
      drawFrame(frame, still, index / (frames - 1));
      encoder.addFrameRgba(frame);
    }
    encoder.finalize();
    return Buffer.from(encoder.FS.readFile(encoder.outputFilename));
  } finally {
    encoder.delete();
  }
}

/** A 640×360 JPEG poster in `colour`; `variant` moves its shapes so the courses of a topic differ. */
export function demoPoster(colour: string, variant: number): Promise<Buffer> {
  const bars = Array.from({ length: 5 }, (_, index) => {
    const height = 40 + ((variant * 37 + index * 53) % 120);
    return `<rect x="${380 + index * 44}" y="${300 - height}" width="28" height="${height}" rx="6" fill="#fff" fill-opacity="0.8"/>`;
  }).join('');
  const cx = 150 + (variant % 3) * 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/>
    </linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="${cx}" cy="180" r="90" fill="#fff" fill-opacity="0.15"/>
    <polygon points="${cx - 30},135 ${cx - 30},225 ${cx + 45},180" fill="#fff"/>${bars}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();
}

const timeOf = (seconds: number) => `00:${String(seconds).padStart(2, '0')}.000`;

/** WebVTT subtitles: `lines` shown one after another over the episode's length. */
export function demoSubtitles(lines: readonly string[]): Buffer {
  const step = Math.floor(DEMO_EPISODE_SECONDS / lines.length);
  const cues = lines.map((line, index) => `${timeOf(index * step)} --> ${timeOf((index + 1) * step)}\n${line}`);
  return Buffer.from(`WEBVTT\n\n${cues.join('\n\n')}\n`);
}
