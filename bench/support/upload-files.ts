import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { writeWav } from '../../packages/server/src/modules/release/files/testing/wav-writer.ts';

const SAMPLE_MS = 20;

/**
 * A valid 44.1 kHz/16-bit stereo RIFF/WAVE file of `bytes` bytes, written in 1 MiB blocks of
 * noise (so nothing on the way can shortcut runs of zeros); returns its SHA-256.
 */
export async function writeWavFile(file: string, bytes: number): Promise<string> {
  const header = writeWav({ sampleRate: 44_100, bitDepth: 16, channels: 2, frames: 0 });
  const dataBytes = bytes - header.length;
  header.writeUInt32LE(bytes - 8, 4);
  header.writeUInt32LE(dataBytes, header.length - 4);
  const block = randomBytes(2 ** 20);
  const hash = createHash('sha256');
  async function* content() {
    yield header;
    for (let left = dataBytes; left > 0; left -= block.length) yield block.subarray(0, Math.min(left, block.length));
  }
  await pipeline(
    content,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(file),
  );
  return hash.digest('hex');
}

/** Resident and peak resident memory of a process, in bytes, from /proc/<pid>/status. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/**
 * Runs `work` with the RSS of process `pid` sampled every SAMPLE_MS from before it starts, and
 * answers what it answered with the seconds it took, the RSS before and the peak, in bytes.
 */
export async function withPeakRss<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; baselineRss: number; peakRss: number }> {
  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, SAMPLE_MS);
  const start = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  const after = memoryOf(pid);
  // A high-water mark that moved was reached during this work, between two samples or not.
  peak = Math.max(peak, after.rss, after.hwm > before.hwm ? after.hwm : 0);
  return { result, seconds, baselineRss: before.rss, peakRss: peak };
}
