import http from 'node:http';
import os from 'node:os';
import { withPortal } from './support/bench-servers.ts';
import { loadAverage, percentile, round1 } from './support/figures.ts';
import { authHeaders, signIn } from './support/portal.ts';
import type { Target } from './support/results.ts';
import { DURATION_S, loadMixes, mixTargets, printAndWriteVerdict } from './support/server-load.ts';

const CONNECTIONS = 50;
const TARGET_LIST_P99_MS = 50;
/** The episode size the issue names: 50 MB. */
const EPISODE_BYTES = 50_000_000;
const SEEKS = Number(process.env.BENCH_SEEKS ?? 300);
const TARGET_FIRST_BYTE_MS = 20;
const PARTNER = 'owner@musik.demo';
const STAFF = 'staff@irama.demo';
const COURSES = '/api/v2/expertise/courses';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The course lists a partner browses, each loaded on its own (SPEC §9: three a page). */
const LIST_MIXES = [
  { name: 'pages 1-4', paths: [1, 2, 3, 4].map((page) => `${COURSES}?page=${page}&per_page=3`) },
  {
    name: 'sorted and filtered',
    paths: [
      `${COURSES}?sort=popular&per_page=3`,
      `${COURSES}?sort=top_views&per_page=3`,
      `${COURSES}?filter=is_mandatory&page=1&per_page=3`,
      `${COURSES}?filter=in_progress&per_page=3`,
    ],
  },
  {
    name: 'search',
    paths: ['royalti', 'content id', 'metadata', 'rilis'].map((q) => `${COURSES}?search=${encodeURIComponent(q)}`),
  },
];

/**
 * A 50 MB MP4 made of a demo episode's video and a `free` box (which a player skips) after it, so
 * the file is a real video of the size a long episode has.
 */
function paddedVideo(video: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(EPISODE_BYTES - video.length, 0);
  header.write('free', 4, 'latin1');
  return Buffer.concat([video, header, Buffer.alloc(EPISODE_BYTES - video.length - header.length)]);
}

/** Milliseconds from sending a GET (with `range`, when given) to its answer's first body byte. */
function timeToFirstByte(url: URL, agent: http.Agent, range?: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: range ? { range } : {} }, (response) => {
      response.once('data', () => {
        const ms = performance.now() - started;
        response.destroy();
        resolve({ ms, status: response.statusCode ?? 0 });
      });
      response.once('error', reject);
    });
    request.once('error', (error) => {
      // Destroying the answer after its first byte ends the request too: not a failure.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? 0),
  };
};

/**
 * Expertise (issue 33, item 5) on the portal as production runs it: the course lists under load
 * against /api/health under the same load, and seeking in a 50 MB episode (the first byte of a
 * range at a random place) against the first byte of /api/health, one request at a time.
 */
export default function benchExpertise(): Promise<boolean> {
  const loadavgBefore = loadAverage();
  console.log(`/proc/loadavg before: ${loadavgBefore}`);
  return withPortal({}, async ({ database, portal }) => {
    const partner = await signIn(portal.url, PARTNER);
    const staff = await signIn(portal.url, STAFF);
    console.log(`engine ${database.engine}; machine: ${os.availableParallelism()} CPUs, load average ${loadAverage()}`);

    // 1. Course lists under load.
    console.log(`\ncourse lists: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const { health, runs: lists } = await loadMixes(
      portal,
      { connections: CONNECTIONS, durationSeconds: DURATION_S, headers: authHeaders(partner) },
      LIST_MIXES,
      { label: 'courses', width: 30 },
    );

    // 2. Seeking in a 50 MB episode.
    const [course] = await json<{ id: number }[]>(
      await fetch(`${portal.url}/api/v2/expertise/featured`, { headers: authHeaders(partner) }),
      'featured courses',
    );
    if (!course) throw new Error('the demo has no featured course');
    const detailOf = () =>
      fetch(`${portal.url}/api/v2/expertise/course/${course.id}`, { headers: authHeaders(partner) }).then((response) =>
        json<{ episodes: { id: number; video_url: string | null }[] }>(response, 'the course'),
      );
    const [episode] = (await detailOf()).episodes;
    if (!episode?.video_url) throw new Error('the demo episode has no video (is DATA_DIR set?)');
    const localUrl = (signed: string) => {
      const { pathname, search } = new URL(signed, portal.url);
      return new URL(`${pathname}${search}`, portal.url);
    };
    const demoVideo = Buffer.from(await (await fetch(localUrl(episode.video_url))).arrayBuffer());
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(paddedVideo(demoVideo))], { type: 'video/mp4' }), 'episode.mp4');
    await json(
      await fetch(`${portal.url}/api/ops/expertise/episodes/${episode.id}/files/video`, {
        method: 'PUT',
        headers: authHeaders(staff),
        body: form,
      }),
      'the 50 MB upload',
    );
    const bigVideo = (await detailOf()).episodes.find((item) => item.id === episode.id)?.video_url;
    if (!bigVideo) throw new Error('the uploaded video has no URL');
    const videoUrl = localUrl(bigVideo);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const healthUrl = new URL('/api/health', portal.url);
    const seeks: number[] = [];
    const healthFirstBytes: number[] = [];
    let wrongStatus = 0;
    for (let index = 0; index < 20; index += 1) await timeToFirstByte(videoUrl, agent, 'bytes=0-1');
    for (let index = 0; index < SEEKS; index += 1) {
      const start = Math.floor(Math.random() * (EPISODE_BYTES - 1_000_000));
      const seek = await timeToFirstByte(videoUrl, agent, `bytes=${start}-`);
      if (seek.status !== 206) wrongStatus += 1;
      seeks.push(seek.ms);
      healthFirstBytes.push((await timeToFirstByte(healthUrl, agent)).ms);
    }
    agent.destroy();
    const seek = summary(seeks);
    const healthFirstByte = summary(healthFirstBytes);
    console.log(
      `\nseeking in a ${EPISODE_BYTES / 1_000_000} MB episode, ${SEEKS} ranges at random places, one at a time: first byte p50 ${seek.p50Ms} ms   p99 ${seek.p99Ms} ms   max ${seek.maxMs} ms; not 206: ${wrongStatus}`,
    );
    console.log(
      `GET /api/health the same way: first byte p50 ${healthFirstByte.p50Ms} ms   p99 ${healthFirstByte.p99Ms} ms; ratio seek p50 ÷ health p50 ${(seek.p50Ms / healthFirstByte.p50Ms).toFixed(2)}`,
    );

    const loadavg = { before: loadavgBefore, after: loadAverage() };
    const listTargets = mixTargets(lists, TARGET_LIST_P99_MS);
    const targets: Record<string, Target> = {
      courseListP99Ms: listTargets.p99Ms,
      courseListNoErrors: listTargets.noErrors,
      seekFirstByteP99Ms: {
        target: `<= ${TARGET_FIRST_BYTE_MS}`,
        value: seek.p99Ms,
        met: seek.p99Ms <= TARGET_FIRST_BYTE_MS,
      },
      seekPartialContent: { target: 'every range answered 206', value: wrongStatus, met: wrongStatus === 0 },
    };
    const run = { engine: database.engine, connections: CONNECTIONS, load: loadavg };
    return printAndWriteVerdict('expertise', run, targets, {
      health,
      lists,
      seek: { ...seek, ranges: SEEKS, bytes: EPISODE_BYTES, healthFirstByte },
    });
  });
}
