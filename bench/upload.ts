import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { startBareUploadServer } from './support/bare-upload-server.ts';
import { withPortal } from './support/bench-servers.ts';
import { tempFolder } from './support/cleanup.ts';
import { loadAverage } from './support/figures.ts';
import { mib } from './support/measure.ts';
import { type RunningPortal, signIn } from './support/portal.ts';
import { resultName, type Target, writeVerdict } from './support/results.ts';
import { printTargets } from './support/server-load.ts';
import { attachAudio, uploadWithTus } from './support/tus-client.ts';
import { withPeakRss, writeWavFile } from './support/upload-files.ts';

const FILE_MIB = Number(process.env.BENCH_UPLOAD_MIB ?? 200);
const RUNS = 3;
const CONCURRENT = 20;
const TARGET_RSS_GROWTH_MIB = 64;
const TARGET_CONCURRENT_RSS_GROWTH_MIB = 256;
const TARGET_RATIO = 0.5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const mibPerSecond = (bytes: number, seconds: number) => Math.round((bytes / 2 ** 20 / seconds) * 10) / 10;

type Expected = { bytes: number; sha256: string };
type UploadAnswer = { status: number; body: string };
type Stored = { size: number; sha256: string; sample_rate: number };

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

/** Throws unless the server stored the file itself: its size, its SHA-256 and its WAV header. */
function checkStored(stored: Stored, expected: Expected): void {
  if (stored.size !== expected.bytes || stored.sha256 !== expected.sha256 || stored.sample_rate !== 44_100)
    throw new Error(`the server stored something else: ${JSON.stringify(stored)}`);
}

type UploadRun = {
  seconds: number;
  mibPerSecond: number;
  baselineRssMiB: number;
  peakRssMiB: number;
  rssGrowthMiB: number;
};

/** Times `upload` with the portal's RSS sampled throughout; `upload` throws on anything but the file stored whole. */
async function measured(pid: number, bytes: number, upload: () => Promise<unknown>): Promise<UploadRun> {
  const { seconds, baselineRss, peakRss } = await withPeakRss(pid, upload);
  return {
    seconds: round3(seconds),
    mibPerSecond: mibPerSecond(bytes, seconds),
    baselineRssMiB: mib(baselineRss),
    peakRssMiB: mib(peakRss),
    rssGrowthMiB: mib(peakRss - baselineRss),
  };
}

/** The single-request upload (SPEC §7) of `file`, checked against what the server answers it stored. */
async function multipartUpload(baseUrl: string, token: string, file: string, expected: Expected): Promise<void> {
  const answer = await uploadFile(`${baseUrl}/api/v2/release/fileupload?type=audio`, token, file);
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  checkStored((JSON.parse(answer.body) as { data: Stored }).data, expected);
}

/** The floor to compare with: the same file copied by a read stream piped into a write stream. */
async function streamCopy(file: string, target: string): Promise<{ seconds: number; mibPerSecond: number }> {
  const start = performance.now();
  await pipeline(fs.createReadStream(file, { highWaterMark: 2 ** 20 }), fs.createWriteStream(target));
  const seconds = (performance.now() - start) / 1000;
  const { size } = fs.statSync(target);
  fs.rmSync(target);
  return { seconds: round3(seconds), mibPerSecond: mibPerSecond(size, seconds) };
}

/** The same file posted to the bare multipart-to-disk server, timed; what it wrote is removed after. */
async function bareUpload(
  url: string,
  file: string,
  folder: string,
): Promise<{ seconds: number; mibPerSecond: number }> {
  const start = performance.now();
  const answer = await uploadFile(url, '', file);
  const seconds = (performance.now() - start) / 1000;
  const { size } = (JSON.parse(answer.body) as { data: { size: number } }).data;
  if (answer.status !== 201 || size !== fs.statSync(file).size)
    throw new Error(`the bare server answered ${answer.status}: ${answer.body}`);
  for (const name of fs.readdirSync(folder)) fs.rmSync(path.join(folder, name));
  return { seconds: round3(seconds), mibPerSecond: mibPerSecond(size, seconds) };
}

/**
 * Uploads a FILE_MIB MiB WAV to the portal in its own process (SQLite, or the database DATABASE_URL
 * names), RUNS times each way: in one request to POST /api/v2/release/fileupload?type=audio
 * against a stream copy of the same file on the same disk, and with tus through /api/uploads
 * (parts of UPLOAD_PART_BYTES with their sha1, then attached) against a bare node:http
 * multipart-to-disk server; then CONCURRENT tus uploads at once. Reads the server's peak RSS growth
 * during each and the throughputs relative to their floors.
 */
export default function benchUpload(): Promise<boolean> {
  return measureUploadsOn('upload', {});
}

/** The upload bench as `bench` (its result's name), with the portal's environment and `env` (its storage, say). */
export async function measureUploadsOn(bench: string, env: Record<string, string>): Promise<boolean> {
  const dir = tempFolder('irama-bench-upload-');
  console.log(`media on ${env.STORAGE_URL ? `${env.STORAGE_URL} (${env.AWS_ENDPOINT_URL})` : 'the DATA_DIR folder'}`);
  try {
    const storeEnv = env.STORAGE_URL ? env : undefined;
    return await withPortal(env, ({ database, portal }) =>
      measureUploads(bench, dir, database.engine, portal, storeEnv),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** CONCURRENT tus uploads of `file` at once, each attached and checked; answers how many failed and the RSS. */
async function concurrentTus(portal: RunningPortal, token: string, file: string, expected: Expected) {
  const run = await withPeakRss(portal.pid, () =>
    Promise.allSettled(
      Array.from({ length: CONCURRENT }, async () => {
        const id = await uploadWithTus(portal.url, token, file);
        checkStored(await attachAudio(portal.url, token, id), expected);
      }),
    ),
  );
  const failures = run.result.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  if (failures.length > 0) console.log(`first failure: ${String(failures[0])}`);
  return {
    failures: failures.length,
    seconds: round3(run.seconds),
    mibPerSecond: mibPerSecond(expected.bytes * CONCURRENT, run.seconds),
    rssGrowthMiB: mib(run.peakRss - run.baselineRss),
  };
}

/**
 * The warm-up uploads, then RUNS rounds of every single upload, then the concurrent one; writes the
 * verdict. With `storeEnv` (the portal's media on object storage), tus is also weighed against a
 * bare multipart server that puts what it receives into the same storage.
 */
async function measureUploads(
  bench: string,
  dir: string,
  engine: string,
  portal: RunningPortal,
  storeEnv?: Record<string, string>,
): Promise<boolean> {
  const file = path.join(dir, 'lagu.wav');
  const bytes = FILE_MIB * 2 ** 20;
  const expected = { bytes, sha256: await writeWavFile(file, bytes) };
  const warmUp = path.join(dir, 'pemanasan.wav');
  const warmUpExpected = { bytes: 4 * 2 ** 20, sha256: await writeWavFile(warmUp, 4 * 2 ** 20) };
  const bareFolder = path.join(dir, 'bare');
  fs.mkdirSync(bareFolder);
  const bare = await startBareUploadServer(bareFolder);
  const bareStoreFolder = path.join(dir, 'bare-store');
  fs.mkdirSync(bareStoreFolder);
  const bareStore = storeEnv && (await startBareUploadServer(bareStoreFolder, storeEnv));
  const token = await signIn(portal.url);
  const tusUpload = async (source: string, sourceExpected: Expected) =>
    checkStored(await attachAudio(portal.url, token, await uploadWithTus(portal.url, token, source)), sourceExpected);
  // The first uploads load the multipart and tus code and open the storage folders: a one-off, not a cost per upload.
  await multipartUpload(portal.url, token, warmUp, warmUpExpected);
  await tusUpload(warmUp, warmUpExpected);
  await bareUpload(bare.url, warmUp, bareFolder);
  if (bareStore) await bareUpload(bareStore.url, warmUp, bareStoreFolder);

  const loadavgBefore = loadAverage();
  console.log(`${FILE_MIB} MiB WAV (44.1 kHz/16-bit stereo), ${RUNS} runs; engine ${engine}`);
  console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadavgBefore}\n`);
  const uploads: UploadRun[] = [];
  const tusUploads: UploadRun[] = [];
  const copies: { seconds: number; mibPerSecond: number }[] = [];
  const bareUploads: { seconds: number; mibPerSecond: number }[] = [];
  const bareStoreUploads: { seconds: number; mibPerSecond: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    copies.push(await streamCopy(file, path.join(dir, 'salinan.wav')));
    uploads.push(await measured(portal.pid, bytes, () => multipartUpload(portal.url, token, file, expected)));
    bareUploads.push(await bareUpload(bare.url, file, bareFolder));
    if (bareStore) bareStoreUploads.push(await bareUpload(bareStore.url, file, bareStoreFolder));
    // Timed up to the last part kept; the attach that checks the content is not part of the transfer.
    let uploadId = '';
    tusUploads.push(
      await measured(portal.pid, bytes, async () => {
        uploadId = await uploadWithTus(portal.url, token, file);
      }),
    );
    checkStored(await attachAudio(portal.url, token, uploadId), expected);
    const [copy, upload, floor, tus] = [copies.at(-1), uploads.at(-1), bareUploads.at(-1), tusUploads.at(-1)];
    const speed = (figures?: { mibPerSecond: number }) => `${figures?.mibPerSecond.toFixed(0).padStart(5)} MiB/s`;
    const rss = (figures?: UploadRun) =>
      `RSS ${figures?.baselineRssMiB} → ${figures?.peakRssMiB} MiB (+${figures?.rssGrowthMiB})`;
    console.log(
      `run ${run + 1}: stream copy ${speed(copy)}   multipart ${speed(upload)} ${rss(upload)}   ` +
        `bare multipart ${speed(floor)}   ${bareStore ? `bare multipart to the store ${speed(bareStoreUploads.at(-1))}   ` : ''}` +
        `tus ${speed(tus)} ${rss(tus)}`,
    );
  }
  await bare.close();
  await bareStore?.close();

  console.log(`\n${CONCURRENT} concurrent tus uploads of ${FILE_MIB} MiB…`);
  const concurrent = await concurrentTus(portal, token, file, expected);
  console.log(
    `${CONCURRENT} concurrent tus uploads: ${concurrent.failures} failed, ${concurrent.seconds} s, ` +
      `${concurrent.mibPerSecond} MiB/s in all, server RSS +${concurrent.rssGrowthMiB} MiB`,
  );

  const rssGrowthMiB = Math.max(...uploads.map((upload) => upload.rssGrowthMiB));
  const uploadMibPerSecond = median(uploads.map((upload) => upload.mibPerSecond));
  const copyMibPerSecond = median(copies.map((copy) => copy.mibPerSecond));
  const ratio = uploadMibPerSecond / copyMibPerSecond;
  const tusRssGrowthMiB = Math.max(...tusUploads.map((upload) => upload.rssGrowthMiB));
  const tusMibPerSecond = median(tusUploads.map((upload) => upload.mibPerSecond));
  const bareMibPerSecond = median(bareUploads.map((upload) => upload.mibPerSecond));
  const tusRatio = tusMibPerSecond / bareMibPerSecond;
  const bareStoreMibPerSecond = median(bareStoreUploads.map((upload) => upload.mibPerSecond));
  const tusStoreRatio = tusMibPerSecond / bareStoreMibPerSecond;
  console.log(
    `\nmultipart ${uploadMibPerSecond} MiB/s vs stream copy ${copyMibPerSecond} MiB/s (medians): ratio ${ratio.toFixed(3)}`,
  );
  console.log(
    `tus ${tusMibPerSecond} MiB/s vs bare multipart ${bareMibPerSecond} MiB/s (medians): ratio ${tusRatio.toFixed(3)}`,
  );
  if (bareStore)
    console.log(
      `tus ${tusMibPerSecond} MiB/s vs bare multipart to the store ${bareStoreMibPerSecond} MiB/s (medians): ` +
        `ratio ${tusStoreRatio.toFixed(3)}`,
    );
  const targets: Record<string, Target> = {
    rssGrowthMiB: {
      target: `< ${TARGET_RSS_GROWTH_MIB}`,
      value: rssGrowthMiB,
      met: rssGrowthMiB < TARGET_RSS_GROWTH_MIB,
    },
    ratio: { target: `>= ${TARGET_RATIO}`, value: round3(ratio), met: ratio >= TARGET_RATIO },
    tusRssGrowthMiB: {
      target: `< ${TARGET_RSS_GROWTH_MIB}`,
      value: tusRssGrowthMiB,
      met: tusRssGrowthMiB < TARGET_RSS_GROWTH_MIB,
    },
    tusRatio: { target: `>= ${TARGET_RATIO}`, value: round3(tusRatio), met: tusRatio >= TARGET_RATIO },
    ...(bareStore && {
      tusStoreRatio: {
        target: `>= ${TARGET_RATIO} of a bare multipart server putting into the same storage`,
        value: round3(tusStoreRatio),
        met: tusStoreRatio >= TARGET_RATIO,
      },
    }),
    concurrentFailures: { target: '0', value: concurrent.failures, met: concurrent.failures === 0 },
    concurrentRssGrowthMiB: {
      target: `< ${TARGET_CONCURRENT_RSS_GROWTH_MIB}`,
      value: concurrent.rssGrowthMiB,
      met: concurrent.rssGrowthMiB < TARGET_CONCURRENT_RSS_GROWTH_MIB,
    },
  };
  const loadavg = { before: loadavgBefore, after: loadAverage() };
  printTargets(loadavg, targets);
  return writeVerdict(
    resultName(bench, engine),
    {
      engine,
      fileMiB: FILE_MIB,
      runs: { uploads, copies, tusUploads, bareUploads, bareStoreUploads },
      uploadMibPerSecond,
      copyMibPerSecond,
      ratio,
      rssGrowthMiB,
      tusMibPerSecond,
      bareMibPerSecond,
      tusRatio,
      ...(bareStore && { bareStoreMibPerSecond, tusStoreRatio }),
      tusRssGrowthMiB,
      concurrent: { uploads: CONCURRENT, ...concurrent },
    },
    targets,
    loadavg,
  );
}
