import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { NETWORKPLACE_INDUSTRIES, NETWORKPLACE_TYPES } from '@irama/contracts';
import { sql } from 'kysely';
import { openDatabase } from '../packages/server/src/db/database.ts';
import '../packages/server/src/modules/networkplace/networkplace.tables.ts';
import { searchTextOf } from '../packages/server/src/modules/networkplace/search-text.ts';
import { DEMO_CREATORS } from '../packages/server/src/seed/networkplace.seed-data.ts';
import { adminQuery } from '../packages/server/test/support/postgres-admin.ts';
import { freshPostgresSchema } from '../packages/server/test/support/processes.ts';
import { withPortal } from './support/bench-servers.ts';
import { onExit } from './support/cleanup.ts';
import { loadAverage, percentile, round1 } from './support/figures.ts';
import { authHeaders, type RunningPortal, signIn, startPortal } from './support/portal.ts';
import type { Target } from './support/results.ts';
import { DURATION_S, type LoadMix, loadMixes, mixTargets, printAndWriteVerdict } from './support/server-load.ts';

const CONNECTIONS = 50;
const PROFILES = 10_000;
const TARGET_EXPLORE_P99_MS = 50;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
/** 100 MB, as the issue puts it (decimal megabytes). */
const TARGET_STREAM_GROWTH_MB = 100;
const SANITY_MESSAGES = 3;
const MESSAGES_PER_SECOND = 200;
const DELIVERY_SECONDS = Number(process.env.BENCH_DELIVERY_S ?? 10);
/** Conversations the messages are spread over in turn, as many people's chats are. */
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20);
const TARGET_DELIVERY_P99_MS = 100;
const EXPLORE_PATH = '/api/v2/networkplace/explore';
const MAIN_OWNER = 'owner@musik.demo';
/** The demo owner the main owner has an open conversation with (chat.seed.ts). */
const OTHER_OWNER = 'owner@timur.demo';

/** VmRSS of a process, in bytes. */
function rssBytes(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN) * 1024;
}
const megabytes = (bytes: number) => round1(bytes / 1e6);

// ---------------------------------------------------------------------------------------------
// 10,000 profiles

const FIRST_NAMES = [
  'Andi',
  'Budi',
  'Sélin',
  'Dewi',
  'Rína',
  'Yusuf',
  'Putri',
  'Agus',
  'Nadia',
  'Éka',
  'Wayan',
  'Made',
];
const LAST_NAMES = ['Saputra', 'Wijaya', 'Hidayat', 'Lestari', 'Nugroho', 'Siregar', 'Pratama', 'Kusuma', 'Manurung'];
const SKILLS = ['vokal', 'gitar', 'mixing', 'mastering', 'produksi', 'lirik', 'drum', 'keyboard', 'biola', 'aransemen'];
const LABELS = ['', 'Suara Nusantara', 'Nusantara Klasik', 'MNA Digital', 'Rekaman Timur', 'Indie Kita'];
const BIOS = [
  'Musisi dari Bandung, suka dangdut koplo dan pop Sunda.',
  'Produser lagu rindu kampung halaman dan balada akustik.',
  'Penulis lagu anak dan lagu religi, terbuka untuk kolaborasi.',
  'Kreator konten gaming dengan musik latar sendiri.',
  'Kanal podcast tentang industri musik Indonesia.',
];

/**
 * Adds PROFILES Networkplace profiles straight into the running portal's database, each with a
 * user of its own in one of the seeded companies, varied profession, industry and verified
 * figures, and `search_text` folded as the module folds it. The API makes one profile per user;
 * 10,000 sign-ups would measure registration, not explore.
 */
async function addProfiles(portal: RunningPortal, databaseUrl: string | undefined): Promise<number> {
  const { db } = openDatabase(databaseUrl ?? `sqlite://${path.join(portal.dataDir, 'irama.sqlite')}`);
  try {
    const template = await db.selectFrom('users').selectAll().where('email', '=', MAIN_OWNER).executeTakeFirstOrThrow();
    const companies = (await db.selectFrom('companies').select('id').orderBy('id').execute()).map((row) => row.id);
    const now = new Date().toISOString();
    const { id: _id, ...userTemplate } = template;
    // 14 values a user row, 19 a profile row: 1,000 rows stay under SQLite's 32,766 parameters.
    for (let start = 0; start < PROFILES; start += 1_000) {
      const count = Math.min(1_000, PROFILES - start);
      const numbers = Array.from({ length: count }, (_, index) => start + index);
      const users = await db
        .insertInto('users')
        .values(
          numbers.map((n) => ({
            ...userTemplate,
            company_id: companies[n % companies.length] ?? template.company_id,
            role: 'admin',
            firstname: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Andi',
            lastname: LAST_NAMES[n % LAST_NAMES.length] ?? 'Saputra',
            email: `bench-np-${n}@bench.invalid`,
            google_sub: null,
            is_disabled: false,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'company_id'])
        .execute();
      await db
        .insertInto('networkplace_profiles')
        .values(
          users.map((user, index) => {
            const n = start + index;
            const skills = [SKILLS[n % SKILLS.length] ?? 'vokal', SKILLS[(n * 7 + 3) % SKILLS.length] ?? 'gitar'];
            const profile = {
              display_name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n >> 2) % LAST_NAMES.length]} ${n}`,
              skills: [...new Set(skills)],
              artist_label: LABELS[n % LABELS.length] ?? '',
              bio: BIOS[n % BIOS.length] ?? '',
            };
            // Streams spread over five orders of magnitude, as creators' are.
            const streams = Math.floor(10 ** (2 + ((n * 7919) % 5000) / 1000));
            return {
              company_id: user.company_id,
              user_id: user.id,
              display_name: profile.display_name,
              profession: NETWORKPLACE_TYPES[n % NETWORKPLACE_TYPES.length] ?? 'artist',
              skills: JSON.stringify(profile.skills),
              industry: NETWORKPLACE_INDUSTRIES[(n >> 1) % NETWORKPLACE_INDUSTRIES.length] ?? 'music',
              // One in twenty hidden, as some creators choose.
              visibility: n % 20 === 0 ? 'hidden' : 'public',
              bio: profile.bio,
              artist_label: profile.artist_label,
              search_text: searchTextOf(profile),
              stat_subscribers: Math.floor(streams / 30),
              stat_total_assets: 5 + (n % 400),
              stat_monthly_streams: streams,
              stats_as_of: now.slice(0, 10),
              stats_verified: true,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
    const { count } = await db
      .selectFrom('networkplace_profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (databaseUrl?.startsWith('postgres')) {
      // As autovacuum does about a minute after a bulk insert (see bench/catalogue.ts).
      await sql`vacuum analyze networkplace_profiles`.execute(db);
      await sql`vacuum analyze users`.execute(db);
    }
    return Number(count);
  } finally {
    await db.destroy();
  }
}

const exploreUrl = (query: Record<string, string | number>) =>
  `${EXPLORE_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

/** The filter mixes, each loaded on its own. */
const EXPLORE_MIXES: LoadMix[] = [
  { name: 'plain, pages 1-5', paths: [1, 2, 3, 4, 5].map((page) => exploreUrl({ page })) },
  {
    name: 'type + industry',
    paths: NETWORKPLACE_TYPES.slice(0, 5).map((type, index) =>
      exploreUrl({ type, industry: NETWORKPLACE_INDUSTRIES[index] ?? 'music' }),
    ),
  },
  {
    name: 'search',
    paths: ['gitar', 'SELIN', 'rindu kampung', 'nusantara', 'eka wijaya'].map((search) => exploreUrl({ search })),
  },
  {
    name: 'min_monthly_streams',
    paths: [1_000, 100_000, 1_000_000, 5_000_000].map((min) => exploreUrl({ min_monthly_streams: min })),
  },
];

// ---------------------------------------------------------------------------------------------
// Streams

type OpenStream = {
  /** Resolves once the stream sent `ready`. */
  ready: Promise<void>;
  /** `chat` events received so far. */
  chats: number;
  close(): void;
};

/**
 * Opens `GET /api/notifications/stream` with a raw http request and reads its events; `onChat`
 * hears each `chat` event's data at the moment it is parsed.
 */
function openStream(
  baseUrl: string,
  token: string,
  agent: http.Agent,
  onChat?: (data: string, at: number) => void,
): OpenStream {
  let resolveReady: () => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const stream: OpenStream = { ready, chats: 0, close: () => request.destroy() };
  const request = http.request(`${baseUrl}/api/notifications/stream`, {
    agent,
    headers: { ...authHeaders(token), accept: 'text/event-stream' },
  });
  request.on('response', (response) => {
    if (response.statusCode !== 200) {
      rejectReady(new Error(`the stream answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    let buffer = '';
    response.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        let kind = '';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) kind = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (kind === 'ready') resolveReady();
        else if (kind === 'chat') {
          stream.chats += 1;
          onChat?.(data, at);
        }
      }
    });
    response.on('error', () => {});
  });
  request.on('error', (error) => rejectReady(error));
  request.end();
  return stream;
}

/** The open conversation between the two demo owners, as `from` sees it: its id. */
async function conversationBetween(baseUrl: string, fromToken: string, toToken: string): Promise<number> {
  const other = await fetch(`${baseUrl}/api/v2/networkplace/profile`, { headers: authHeaders(toToken) });
  if (other.status !== 200) throw new Error(`GET /api/v2/networkplace/profile answered ${other.status}`);
  return conversationWith(baseUrl, fromToken, ((await other.json()) as { data: { id: number } }).data.id);
}

/** The id of the sender's open conversation with a profile (opened or found by `POST /api/conversations/{id}`). */
async function conversationWith(baseUrl: string, fromToken: string, profileId: number): Promise<number> {
  const opened = await fetch(`${baseUrl}/api/conversations/${profileId}`, {
    method: 'POST',
    headers: authHeaders(fromToken),
  });
  if (opened.status !== 200) throw new Error(`POST /api/conversations/${profileId} answered ${opened.status}`);
  const conversation = ((await opened.json()) as { data: { id: number; can_send: boolean; status: string } }).data;
  if (!conversation.can_send) throw new Error(`conversation ${conversation.id} is ${conversation.status}: cannot send`);
  return conversation.id;
}

async function sendChat(baseUrl: string, token: string, conversationId: number, message: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (response.status !== 201) throw new Error(`sending a message answered ${response.status}`);
  await response.arrayBuffer();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `isDone` or `limitMs`; answers whether it is done. */
async function waitFor(isDone: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  while (!isDone() && performance.now() < deadline) await sleep(50);
  return isDone();
}

/**
 * STREAMS open streams, half the main owner's, half the other owner's, opened 200 at a time; the
 * portal's VmRSS before and once every one has sent `ready`; then SANITY_MESSAGES messages between
 * the two owners, which must reach every stream (a chat event goes to both participants' streams).
 */
async function benchStreams(portal: RunningPortal, tokens: string[], conversationId: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const streams: OpenStream[] = [];
  const closeAll = onExit(() => {
    for (const stream of streams) stream.close();
    agent.destroy();
  });
  try {
    // Warm up: the first streams and messages load code and fill pools, which is not a stream's cost.
    const warm = Array.from({ length: 20 }, (_, index) => openStream(portal.url, tokens[index % 2] ?? '', agent));
    await Promise.all(warm.map((stream) => stream.ready));
    await sendChat(portal.url, tokens[0] ?? '', conversationId, 'bench: warm-up');
    await waitFor(() => warm.every((stream) => stream.chats >= 1), 5_000);
    for (const stream of warm) stream.close();
    await sleep(2_000);

    const before = rssBytes(portal.pid);
    const started = performance.now();
    for (let start = 0; start < STREAMS; start += 200) {
      const batch = Array.from({ length: Math.min(200, STREAMS - start) }, (_, index) =>
        openStream(portal.url, tokens[(start + index) % 2] ?? '', agent),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.ready));
    }
    const openSeconds = Math.round((performance.now() - started) / 100) / 10;
    await sleep(1_000);
    const open = rssBytes(portal.pid);

    for (let index = 1; index <= SANITY_MESSAGES; index += 1)
      await sendChat(portal.url, tokens[0] ?? '', conversationId, `bench: sanity ${index}`);
    const sendAt = performance.now();
    const allReached = await waitFor(() => streams.every((stream) => stream.chats >= SANITY_MESSAGES), 30_000);
    const deliverySeconds = Math.round((performance.now() - sendAt) / 100) / 10;
    const reached = streams.filter((stream) => stream.chats >= SANITY_MESSAGES).length;
    const afterMessages = rssBytes(portal.pid);

    await closeAll();
    await sleep(2_000);
    const closed = rssBytes(portal.pid);
    return {
      streams: STREAMS,
      openSeconds,
      rssBeforeMB: megabytes(before),
      rssOpenMB: megabytes(open),
      growthMB: megabytes(open - before),
      perStreamKB: round1((open - before) / STREAMS / 1000),
      rssAfterMessagesMB: megabytes(afterMessages),
      rssClosedMB: megabytes(closed),
      sanityMessages: SANITY_MESSAGES,
      streamsReached: reached,
      allReached,
      deliverySeconds,
    };
  } finally {
    await closeAll();
  }
}

// ---------------------------------------------------------------------------------------------
// Two instances

/** A conversation of two demo creators: the sender's token, the reader's, and its id. */
type BenchConversation = { senderToken: string; readerToken: string; conversationId: number };

/**
 * CONVERSATIONS open conversations between pairs of the demo's visible creators, opened as users
 * open them: each signs in, the first of a pair likes the second and the second likes back.
 */
async function openConversations(baseUrl: string): Promise<BenchConversation[]> {
  const creators = DEMO_CREATORS.filter((creator) => !creator.isHidden).slice(0, CONVERSATIONS * 2);
  if (creators.length < CONVERSATIONS * 2)
    throw new Error(`the demo has fewer than ${CONVERSATIONS * 2} visible creators`);
  const signedIn = await Promise.all(
    creators.map(async (creator) => {
      const token = await signIn(baseUrl, creator.email);
      const mine = await fetch(`${baseUrl}/api/v2/networkplace/profile`, { headers: authHeaders(token) });
      return { token, profileId: ((await mine.json()) as { data: { id: number } }).data.id };
    }),
  );
  const conversations: BenchConversation[] = [];
  for (let pair = 0; pair < CONVERSATIONS; pair += 1) {
    const sender = signedIn[pair * 2];
    const reader = signedIn[pair * 2 + 1];
    if (!sender || !reader) break;
    for (const [from, to] of [
      [sender, reader],
      [reader, sender],
    ] as const) {
      const liked = await fetch(`${baseUrl}/api/v2/networkplace/like/id/${to.profileId}`, {
        method: 'PUT',
        headers: authHeaders(from.token),
      });
      if (liked.status !== 200) throw new Error(`a like answered ${liked.status}`);
    }
    const conversationId = await conversationWith(baseUrl, sender.token, reader.profileId);
    conversations.push({ senderToken: sender.token, readerToken: reader.token, conversationId });
  }
  return conversations;
}

/**
 * Two portals on one PostgreSQL schema and one Redis: MESSAGES_PER_SECOND messages a second for
 * DELIVERY_SECONDS sent through A (open loop, one every 1000/rate ms whatever the answers), spread in
 * turn over CONVERSATIONS conversations, each received on a stream of its reader opened on B; the
 * delay from just before each POST to the moment its `chat` event is parsed on B. Undefined (with
 * the reason printed) without both URLs.
 */
async function benchTwoInstances() {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!base?.startsWith('postgres') || !redisUrl) {
    const reason = `skipped: needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL) and REDIS_URL; ${
      base?.startsWith('postgres') ? 'REDIS_URL' : 'a PostgreSQL URL'
    } is not set`;
    console.log(`\ndelivery across two instances: ${reason}`);
    return { measured: false as const, skipped: reason };
  }
  const schema = await freshPostgresSchema(base, 'bench');
  const url = new URL(schema.url);
  url.searchParams.set('application_name', schema.schema);
  console.log(`\ntwo instances: PostgreSQL schema ${schema.schema} (dropped when the benchmark ends), Redis`);
  const drop = onExit(async () => {
    await adminQuery(
      base,
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${schema.schema}'`,
    );
    await schema.drop();
  });
  // Every demo creator of the pairs signs in through A within a minute.
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, RATE_LIMIT_AUTH_PER_MINUTE: '1000' };
  const a = await startPortal(env);
  const b = await startPortal({ ...env, SEED_DEMO: 'false' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const streams: OpenStream[] = [];
  try {
    const conversations = await openConversations(a.url);
    const sentAt = new Map<number, number>();
    const answeredAt = new Map<number, number>();
    const receivedAt = new Map<number, number>();
    const received = new Set<number>();
    const delays: number[] = [];
    let duplicates = 0;
    const onChat = (data: string, at: number) => {
      const text = (JSON.parse(data) as { message?: { message?: string } | null }).message?.message ?? '';
      const seq = Number(/^bench (\d+)$/.exec(text)?.[1] ?? Number.NaN);
      const sent = sentAt.get(seq);
      if (sent === undefined) return;
      if (received.has(seq)) {
        duplicates += 1;
        return;
      }
      received.add(seq);
      receivedAt.set(seq, at);
      delays.push(at - sent);
    };
    streams.push(...conversations.map(({ readerToken }) => openStream(b.url, readerToken, agent, onChat)));
    await Promise.all(streams.map((stream) => stream.ready));
    const total = MESSAGES_PER_SECOND * DELIVERY_SECONDS;
    const sends: Promise<void>[] = [];
    let failures = 0;
    /** Why sends failed (`sending a message answered 500`, a network error), and how often each. */
    const failureReasons: Record<string, number> = {};
    const started = performance.now();
    for (let seq = 0; seq < total; seq += 1) {
      // Open loop on a schedule: message `seq` is due at seq/rate seconds after the start.
      const due = started + (seq * 1000) / MESSAGES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const conversation = conversations[seq % conversations.length];
      if (!conversation) throw new Error('no conversation to send in');
      const { senderToken, conversationId } = conversation;
      sentAt.set(seq, performance.now());
      sends.push(
        sendChat(a.url, senderToken, conversationId, `bench ${seq}`).then(
          () => {
            answeredAt.set(seq, performance.now());
          },
          (error: unknown) => {
            failures += 1;
            const reason = error instanceof Error ? error.message : String(error);
            failureReasons[reason] = (failureReasons[reason] ?? 0) + 1;
          },
        ),
      );
    }
    const issueSeconds = (performance.now() - started) / 1000;
    await Promise.all(sends);
    const sendSeconds = (performance.now() - started) / 1000;
    await waitFor(() => delays.length + failures >= total, 30_000);
    const sorted = [...delays].sort((x, y) => x - y);
    // From the POST's answer (committed) to the receipt on B: the bus and the stream alone, without
    // the wait for A to take the message. Negative when the event arrived before the answer did.
    const afterAnswer = [...receivedAt]
      .flatMap(([seq, at]) => {
        const answered = answeredAt.get(seq);
        return answered === undefined ? [] : [at - answered];
      })
      .sort((x, y) => x - y);
    return {
      measured: true as const,
      conversations: conversations.length,
      messages: total,
      rateAsked: MESSAGES_PER_SECOND,
      /** POSTs issued per second (the open loop's schedule kept). */
      rateIssued: round1(total / issueSeconds),
      /** Messages A answered per second, until the last answer. */
      rateAnswered: round1(total / sendSeconds),
      received: delays.length,
      failures,
      failureReasons,
      duplicates,
      p50Ms: round1(percentile(sorted, 50)),
      p99Ms: round1(percentile(sorted, 99)),
      maxMs: round1(sorted.at(-1) ?? Number.NaN),
      afterAnswerP50Ms: round1(percentile(afterAnswer, 50)),
      afterAnswerP99Ms: round1(percentile(afterAnswer, 99)),
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await b.close();
    await a.close();
    await drop();
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Networkplace and chat (issue 32, item 6) on the portal as production runs it: open streams'
 * memory, explore over 10,000 profiles against /api/health under the same load, and delivery
 * across two instances when PostgreSQL and Redis are given.
 */
export default function benchNetworkplace(): Promise<boolean> {
  const loadavgBefore = loadAverage();
  console.log(`/proc/loadavg before: ${loadavgBefore}`);
  // One instance: the event bus in process, as a single portal runs; REDIS_URL is for part 3.
  return withPortal({ REDIS_URL: '' }, async ({ database, portal }) => {
    const ownerToken = await signIn(portal.url, MAIN_OWNER);
    const otherToken = await signIn(portal.url, OTHER_OWNER);
    const conversationId = await conversationBetween(portal.url, ownerToken, otherToken);

    let since = performance.now();
    const profiles = await addProfiles(portal, database.env.DATABASE_URL);
    console.log(
      `engine ${database.engine}; ${profiles} Networkplace profiles (${PROFILES} added in ${Math.round((performance.now() - since) / 100) / 10} s)`,
    );
    console.log(`machine: ${os.availableParallelism()} CPUs, load average ${loadAverage()}`);

    // 1. Open streams and their memory.
    console.log(`\nopening ${STREAMS} streams (${MAIN_OWNER} and ${OTHER_OWNER}, half each)`);
    const streams = await benchStreams(portal, [ownerToken, otherToken], conversationId);
    console.log(
      `streams: ${streams.streams} open in ${streams.openSeconds} s   RSS ${streams.rssBeforeMB} → ${streams.rssOpenMB} MB   growth ${streams.growthMB} MB (${streams.perStreamKB} kB a stream; target < ${TARGET_STREAM_GROWTH_MB} MB)`,
    );
    console.log(
      `sanity: ${streams.sanityMessages} messages reached ${streams.streamsReached}/${streams.streams} streams in ${streams.deliverySeconds} s; RSS after ${streams.rssAfterMessagesMB} MB, after closing ${streams.rssClosedMB} MB`,
    );

    // 2. Explore under load, against /api/health under the same load.
    since = performance.now();
    const first = await fetch(`${portal.url}${exploreUrl({ page: 1 })}`, { headers: authHeaders(ownerToken) });
    if (first.status !== 200) throw new Error(`explore answered ${first.status}`);
    const total = ((await first.json()) as { data: { total?: number } }).data.total;
    console.log(
      `\nexplore page 1: ${total} findable profiles, ${Math.round(performance.now() - since)} ms; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    const { health, runs: explore } = await loadMixes(
      portal,
      { connections: CONNECTIONS, durationSeconds: DURATION_S, headers: authHeaders(ownerToken) },
      EXPLORE_MIXES,
      { label: 'explore', width: 28 },
    );
    console.log('');
    for (const run of explore)
      console.log(
        `explore ${run.name}: ratio ${run.ratio.toFixed(3)} (explore req/s ÷ health req/s); p99 ${run.figures.p99Ms} ms (target <= ${TARGET_EXPLORE_P99_MS})`,
      );

    // 3. Delivery across two instances (PostgreSQL + Redis), when both are given.
    const delivery = await benchTwoInstances().catch((error: unknown) => {
      const reason = `failed: ${error instanceof Error ? error.message : String(error)}`;
      console.log(`delivery across two instances ${reason}`);
      return { measured: false as const, skipped: reason, failed: true };
    });
    if (delivery.measured)
      console.log(
        `delivery A → B: ${delivery.messages} messages over ${delivery.conversations} conversations asked at ${delivery.rateAsked}/s, issued at ${delivery.rateIssued}/s, answered by A at ${delivery.rateAnswered}/s; received ${delivery.received}, failed ${delivery.failures}, twice ${delivery.duplicates}; send → receipt p50 ${delivery.p50Ms} ms   p99 ${delivery.p99Ms} ms   max ${delivery.maxMs} ms (target p99 <= ${TARGET_DELIVERY_P99_MS}); A's answer → receipt p50 ${delivery.afterAnswerP50Ms} ms   p99 ${delivery.afterAnswerP99Ms} ms`,
      );
    if (delivery.measured && delivery.failures > 0)
      console.log(`delivery failures by reason: ${JSON.stringify(delivery.failureReasons)}`);

    const loadavg = { before: loadavgBefore, after: loadAverage() };
    const exploreTargets = mixTargets(explore, TARGET_EXPLORE_P99_MS);
    const targets: Record<string, Target> = {
      exploreP99Ms: exploreTargets.p99Ms,
      exploreNoErrors: exploreTargets.noErrors,
      streamRssGrowthMB: {
        target: `< ${TARGET_STREAM_GROWTH_MB} with ${STREAMS} streams`,
        value: streams.growthMB,
        met: streams.growthMB < TARGET_STREAM_GROWTH_MB,
      },
      streamsReached: {
        target: `${SANITY_MESSAGES} messages on all ${STREAMS} streams`,
        value: streams.streamsReached,
        met: streams.allReached,
      },
    };
    if (!delivery.measured && 'failed' in delivery)
      targets.delivery = { target: 'measured (PostgreSQL and Redis given)', value: delivery.skipped, met: false };
    if (delivery.measured) {
      targets.deliveryP99Ms = {
        target: `<= ${TARGET_DELIVERY_P99_MS}`,
        value: delivery.p99Ms,
        met: delivery.p99Ms <= TARGET_DELIVERY_P99_MS,
      };
      targets.deliveryAll = {
        target: 'every message received once',
        value: `${delivery.received}/${delivery.messages}`,
        met: delivery.received === delivery.messages && delivery.failures === 0 && delivery.duplicates === 0,
      };
    }
    const run = { engine: database.engine, connections: CONNECTIONS, load: loadavg };
    return printAndWriteVerdict('networkplace', run, targets, {
      profiles,
      streams,
      health,
      explore,
      delivery,
    });
  });
}
