import type { MusicbankItemInput, SwitchKey } from '@irama/contracts';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { multipart } from '../../../test/support/multipart.ts';
import { companyNotices } from '../../../test/support/notices.ts';
import { type TestApp, useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';

// Builders for Music Bank tests: staff list songs and decide requests, partners ask, all through the API.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

let sequence = 0;

/** A far-off release day, never in the past however the tests move the clock. */
export const RELEASE_DAY = '2030-06-01';

export const send = (t: TestApp, method: Method, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Turns a portal-wide switch as staff. */
export async function turnSwitch(t: TestApp, staff: Headers, key: SwitchKey, on: boolean) {
  const response = await send(t, 'PUT', `/api/ops/switches/${key}`, staff, { on });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * The file's app with Music Bank switched on, a partner owner and staff, and `send` bound to the app.
 * Tests that move the clock get real timers back after each test.
 */
export function useMusicbankApp() {
  const t = useTestApp();
  const { owner, staff } = useOwnerAndStaff(t);
  beforeAll(async () => {
    await turnSwitch(t, staff.headers, 'musicbank', true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const sendOn = (method: Method, url: string, headers: Headers, payload?: object) =>
    send(t, method, url, headers, payload);
  return { t, owner, staff, send: sendOn };
}

/** A mono 16-bit PCM WAV of `seconds` of silence at `sampleRate`. */
export function wavBytes(seconds: number, sampleRate = 8000): Buffer {
  const dataBytes = seconds * sampleRate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** `frames` MPEG-1 Layer III frames of 128 kbit/s at 44.1 kHz (1152 samples, 417 bytes each), after an ID3v2 tag. */
export function mp3Bytes(frames: number): Buffer {
  const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...Array<number>(20).fill(0)]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => frame)]);
}

/** Uploads `bytes` as a song's demo, as staff. */
export function uploadDemo(t: TestApp, staff: Headers, itemId: number, bytes: Buffer, fileName = 'demo.wav') {
  const form = multipart(bytes, fileName);
  return t.app.inject({
    method: 'PUT',
    url: `/api/ops/musicbank/items/${itemId}/demo`,
    headers: { ...staff, ...form.headers },
    payload: form.payload,
  });
}

/** A listed song made by staff; answers its id. */
export async function buildItem(t: TestApp, staff: Headers, item: Partial<MusicbankItemInput> = {}): Promise<number> {
  sequence += 1;
  const response = await send(t, 'POST', '/api/ops/musicbank/items', staff, {
    title: `Lagu ${sequence}`,
    writers: ['Dewi Lestari'],
    genre: 'pop',
    mood: 'happy',
    language: 'id',
    lyrics: 'Di bawah langit senja',
    terms: 'Indonesia, 5 tahun, 50% royalti untuk penulis',
    fee_idr: 1_000_000,
    is_exclusive: false,
    is_listed: true,
    ...item,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A partner's request of a song; answers its id. */
export async function requestItem(t: TestApp, partner: Headers, itemId: number, message = ''): Promise<number> {
  const response = await send(t, 'POST', '/api/v2/musicbank/request', partner, {
    item_id: itemId,
    intended_release: RELEASE_DAY,
    message,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Staff accept a request with `fee_idr`. */
export async function acceptItemRequest(t: TestApp, staff: Headers, requestId: number, fee = 1_000_000) {
  const response = await send(t, 'POST', `/api/ops/musicbank/requests/${requestId}/accept`, staff, {
    fee_idr: fee,
    terms: 'Final: Indonesia, 5 tahun',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The message keys and statuses of the Music Bank notices the company's users were left, oldest first. */
export async function requestNoticesOf(t: TestApp, companyId: number) {
  return (await companyNotices(t.db, companyId))
    .filter((data) => data.feature === 'musicbank')
    .map((data) => `${data.message.values.reference} ${data.message.values.status} → ${data.url}`);
}
