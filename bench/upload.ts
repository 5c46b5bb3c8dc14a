import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { writeWav } from '../packages/server/src/modules/release/files/testing/wav-writer.ts';
import { withPortal } from './support/bench-servers.ts';
import { tempFolder } from './support/cleanup.ts';
import { mib } from './support/measure.ts';
import { type RunningPortal, signIn } from './support/portal.ts';
import { resultName, writeVerdict } from './support/results.ts';

const FILE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 200);
const RUNS = 3;
const TARGET_RSS_GROWTH_MIB = 64;
const TARGET_RATIO = 0.5;
const SAMPLE_MS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A valid 44.1 kHz/16-bit stereo RIFF/WAVE file of `bytes` bytes, written in 1 MiB blocks of
 * noise (so nothing on the way can shortcut runs of zeros); returns its SHA-256.
 */
async function writeWavFile(file: string, bytes: number): Promise<string> {
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

type UploadAnswer = { status: number; body: string };

/**
 * POSTs `file` as the one `file` part of a multipart body, streamed from disk with its length
 * known up front: the file is never held in memory on this side either.
 */
async function uploadFile(url: string, token: string, file: string): Promise<UploadAnswer> {
  const boundary = `----irama-bench-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n` +
      'content-type: audio/wav\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'x-authorization': `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fs.statSync(file).size + tail.length,
    },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  await pipeline(async function* () {
    yield head;
    yield* fs.createReadStream(file, { highWaterMark: 2 ** 20 });
    yield tail;
  }, request);
  const [response] = await answered;
  let body = '';
  for await (const chunk of response) body += chunk;
  return { status: response.statusCode ?? 0, body };
}

type UploadRun = {
  seconds: number;
  mibPerSecond: number;
  baselineRssMiB: number;
  peakRssMiB: number;
  rssGrowthMiB: number;
};

/** One upload, timed, with the server's RSS sampled every SAMPLE_MS from before it starts. */
async function measuredUpload(
  url: string,
  token: string,
  file: string,
  pid: number,
  expected: { bytes: number; sha256: string },
): Promise<UploadRun> {
  const before = memoryOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, SAMPLE_MS);
  const start = performance.now();
  let answer: UploadAnswer;
  try {
    answer = await uploadFile(url, token, file);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  const after = memoryOf(pid);
  // A high-water mark that moved was reached during this upload, between two samples or not.
  peak = Math.max(peak, after.rss, after.hwm > before.hwm ? after.hwm : 0);
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  const stored = (JSON.parse(answer.body) as { data: { size: number; sha256: string; sample_rate: number } }).data;
  if (stored.size !== expected.bytes || stored.sha256 !== expected.sha256 || stored.sample_rate !== 44_100) {
    throw new Error(`the server stored something else: ${answer.body}`);
  }
  return {
    seconds: Math.round(seconds * 1000) / 1000,
    mibPerSecond: Math.round((expected.bytes / 2 ** 20 / seconds) * 10) / 10,
    baselineRssMiB: mib(before.rss),
    peakRssMiB: mib(peak),
    rssGrowthMiB: mib(peak - before.rss),
  };
}

/** The floor to compare with: the same file copied by a read stream piped into a write stream. */
async function streamCopy(file: string, target: string): Promise<{ seconds: number; mibPerSecond: number }> {
  const start = performance.now();
  await pipeline(fs.createReadStream(file, { highWaterMark: 2 ** 20 }), fs.createWriteStream(target));
  const seconds = (performance.now() - start) / 1000;
  const { size } = fs.statSync(target);
  fs.rmSync(target);
  return { seconds: Math.round(seconds * 1000) / 1000, mibPerSecond: Math.round((size / 2 ** 20 / seconds) * 10) / 10 };
}

/**
 * Uploads a FILE_MIB MiB WAV to POST /api/v2/release/fileupload?type=audio on the portal in its
 * own process (SQLite, or the database DATABASE_URL names), RUNS times, against a stream copy of the same file on the same disk: the
 * server's peak RSS growth during an upload and its throughput relative to the copy.
 */
export default async function benchUpload(): Promise<boolean> {
  const dir = tempFolder('irama-bench-upload-');
  try {
    return await withPortal({}, ({ database, portal }) => measureUploads(dir, database.engine, portal));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The warm-up upload, then RUNS uploads each after a stream copy of the same file; writes the verdict. */
async function measureUploads(dir: string, engine: string, portal: RunningPortal): Promise<boolean> {
  const file = path.join(dir, 'lagu.wav');
  const bytes = FILE_MIB * 2 ** 20;
  const sha256 = await writeWavFile(file, bytes);
  const warmUp = path.join(dir, 'pemanasan.wav');
  const warmUpSha256 = await writeWavFile(warmUp, 4 * 2 ** 20);
  const token = await signIn(portal.url);
  const url = `${portal.url}/api/v2/release/fileupload?type=audio`;
  // The first upload loads the multipart code and opens the storage folders: a one-off, not a cost per upload.
  await measuredUpload(url, token, warmUp, portal.pid, { bytes: 4 * 2 ** 20, sha256: warmUpSha256 });

  const loadBefore = os.loadavg()[0] ?? 0;
  console.log(`${FILE_MIB} MiB WAV (44.1 kHz/16-bit stereo), ${RUNS} runs; engine ${engine}`);
  console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadBefore.toFixed(1)}\n`);
  const uploads: UploadRun[] = [];
  const copies: { seconds: number; mibPerSecond: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const copy = await streamCopy(file, path.join(dir, 'salinan.wav'));
    copies.push(copy);
    const upload = await measuredUpload(url, token, file, portal.pid, { bytes, sha256 });
    uploads.push(upload);
    const figures = [
      `stream copy ${copy.mibPerSecond.toFixed(0).padStart(5)} MiB/s`,
      `upload ${upload.mibPerSecond.toFixed(0).padStart(5)} MiB/s`,
      `server RSS ${upload.baselineRssMiB} → ${upload.peakRssMiB} MiB (+${upload.rssGrowthMiB})`,
    ];
    console.log(`run ${run + 1}: ${figures.join('   ')}`);
  }

  const rssGrowthMiB = Math.max(...uploads.map((upload) => upload.rssGrowthMiB));
  const uploadMibPerSecond = median(uploads.map((upload) => upload.mibPerSecond));
  const copyMibPerSecond = median(copies.map((copy) => copy.mibPerSecond));
  const ratio = uploadMibPerSecond / copyMibPerSecond;
  const targets = {
    rssGrowthMiB: {
      target: `< ${TARGET_RSS_GROWTH_MIB}`,
      value: rssGrowthMiB,
      met: rssGrowthMiB < TARGET_RSS_GROWTH_MIB,
    },
    ratio: { target: `>= ${TARGET_RATIO}`, value: ratio, met: ratio >= TARGET_RATIO },
  };
  const verdict = (met: boolean) => (met ? 'PASS' : 'FAIL');
  console.log(
    `\npeak server RSS growth ${rssGrowthMiB} MiB (target ${targets.rssGrowthMiB.target}) ${verdict(targets.rssGrowthMiB.met)}`,
  );
  console.log(
    `throughput ${uploadMibPerSecond} MiB/s vs stream copy ${copyMibPerSecond} MiB/s (medians): ratio ${ratio.toFixed(3)} (target ${targets.ratio.target}) ${verdict(targets.ratio.met)}`,
  );
  const loadAfter = os.loadavg()[0] ?? 0;
  return writeVerdict(
    resultName('upload', engine),
    {
      engine,
      fileMiB: FILE_MIB,
      runs: { uploads, copies },
      uploadMibPerSecond,
      copyMibPerSecond,
      ratio,
      rssGrowthMiB,
    },
    targets,
    { before: loadBefore, after: loadAfter },
  );
}
