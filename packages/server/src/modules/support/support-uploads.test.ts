import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { type TestApp, useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { resumableUpload } from '../../../test/support/tus-requests.ts';
import { coverJpeg, PDF } from '../release/testing/release-test-kit.ts';
import { supportApi } from './testing/support-api.ts';

const t = useTestApp();
const api = supportApi(t);
const { owner, staff } = useOwnerAndStaff(t);
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
type Headers = Record<string, string>;
let other: Signed;

const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048)]);
// Bigger than one tus part in the test helper, so the attachment arrives in several.
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(10_000, 0x20)]);
const ticketFields = { subject: 'Rilis belum tayang', category: 'release', message: 'Mohon dicek.' };

const upload = (headers: Headers, bytes: Uint8Array, filename: string) =>
  resumableUpload(t.app, headers, bytes, 'support_attachment', filename);
const openTicket = (headers: Headers, uploadIds: string[], files: { name: string; bytes: Uint8Array }[] = []) =>
  api.post('/api/v2/support/ticket', headers, ticketFields, files, uploadIds);
const ticketCount = async (headers: Headers) =>
  (await api.get('/api/v2/support/ticket?limit=100', headers)).json().data.total as number;

beforeAll(async () => {
  other = await t.factories.buildSignedInUser();
});

describe('support attachments from resumable uploads', () => {
  it('opens a ticket with finished uploads beside a file part, kept byte for byte under their own names', async () => {
    const scan = await upload(owner.headers, BIG_PDF, 'pindai.pdf');
    const photo = await upload(owner.headers, await coverJpeg(), 'foto.jpg');
    const response = await openTicket(owner.headers, [scan, photo], [{ name: 'surat.pdf', bytes: PDF }]);
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json().data;
    const attachments = ticket.messages[0].attachments;
    expect(attachments.map((a: { name: string; extension: string }) => [a.name, a.extension])).toEqual([
      ['surat.pdf', 'pdf'],
      ['pindai.pdf', 'pdf'],
      ['foto.jpg', 'jpg'],
    ]);
    const download = await api.get(
      `/api/v2/support/ticket/${ticket.id}/attachment/${attachments[1].id}`,
      owner.headers,
    );
    expect(download.rawPayload.equals(BIG_PDF)).toBe(true);
    const reused = await openTicket(owner.headers, [scan]);
    expect([reused.statusCode, reused.json().code]).toEqual([404, 'not_found']);
  });

  it('adds finished uploads to the user’s follow-up and to a staff answer', async () => {
    const ticket = (await openTicket(owner.headers, [])).json().data;
    const followUp = await api.post(
      `/api/v2/support/ticket/${ticket.id}/reply`,
      owner.headers,
      { message: 'Ini buktinya.' },
      [],
      [await upload(owner.headers, PDF, 'bukti.pdf')],
    );
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(followUp.json().data.messages[1].attachments).toEqual([
      { id: expect.any(Number), name: 'bukti.pdf', extension: 'pdf', size: PDF.length },
    ]);
    const answer = await api.post(
      `/api/ops/support/tickets/${ticket.id}/reply`,
      staff.headers,
      { message: 'Sudah kami cek.' },
      [],
      [await upload(staff.headers, PDF, 'jawaban.pdf')],
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.messages[2].attachments[0]).toMatchObject({ name: 'jawaban.pdf', extension: 'pdf' });
  });

  it('uses no upload up on a follow-up of a ticket not there, or a staff answer to a closed one', async () => {
    const mine = await upload(owner.headers, PDF, 'bukti.pdf');
    const reply = (path: string, headers: Headers, uploadId: string) =>
      api.post(path, headers, { message: 'Ini buktinya.' }, [], [uploadId]);
    expect((await reply('/api/v2/support/ticket/999999/reply', owner.headers, mine)).statusCode).toBe(404);
    const ticket = (await openTicket(owner.headers, [])).json().data;
    const close = {
      method: 'POST' as const,
      url: `/api/ops/support/tickets/${ticket.id}/close`,
      headers: staff.headers,
    };
    expect((await t.app.inject(close)).statusCode).toBe(200);
    const staffs = await upload(staff.headers, PDF, 'jawaban.pdf');
    const closed = await reply(`/api/ops/support/tickets/${ticket.id}/reply`, staff.headers, staffs);
    expect([closed.statusCode, closed.json().errors]).toEqual([409, { message: 'support.ticket.closed' }]);
    // Both uploads are still there to be used.
    expect((await reply(`/api/v2/support/ticket/${ticket.id}/reply`, owner.headers, mine)).statusCode).toBe(201);
    expect((await reply(`/api/ops/support/tickets/${ticket.id}/reply`, staff.headers, staffs)).statusCode).toBe(201);
  });

  it('checks an upload’s content as a file part’s: a renamed program is a 415 with the same key, and no ticket', async () => {
    const before = await ticketCount(owner.headers);
    const response = await openTicket(owner.headers, [await upload(owner.headers, EXE, 'setup.pdf')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { attachments: 'support.attachment.wrong_type' },
    });
    expect(await ticketCount(owner.headers)).toBe(before);
  });

  it('answers another company’s upload exactly like an unknown one, and opens no ticket', async () => {
    const theirs = await upload(other.headers, PDF, 'rahasia.pdf');
    const before = await ticketCount(owner.headers);
    const unknown = await openTicket(owner.headers, ['0'.repeat(32)]);
    const foreign = await openTicket(owner.headers, [theirs]);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ...unknown.json(), requestId: expect.any(String) });
    expect(await ticketCount(owner.headers)).toBe(before);
    expect((await openTicket(other.headers, [theirs])).statusCode).toBe(201);
  });

  it('refuses an upload made for another purpose or unfinished on `upload_id`', async () => {
    const cover = await resumableUpload(t.app, owner.headers, await coverJpeg(), 'release_cover', 'sampul.jpg');
    expect(fieldErrorsOf(await openTicket(owner.headers, [cover]))).toEqual({ upload_id: 'uploads.purpose_mismatch' });
    const half = await resumableUpload(t.app, owner.headers, BIG_PDF, 'support_attachment', 'separuh.pdf', 4096);
    expect(fieldErrorsOf(await openTicket(owner.headers, [half]))).toEqual({ upload_id: 'uploads.not_finished' });
  });

  it('counts uploads and file parts together, at most five, and a refused form uses no upload up', async () => {
    const ids = [
      await upload(owner.headers, PDF, '1.pdf'),
      await upload(owner.headers, PDF, '2.pdf'),
      await upload(owner.headers, PDF, '3.pdf'),
    ];
    const files = [1, 2, 3].map((i) => ({ name: `${i}.pdf`, bytes: PDF }));
    expect(fieldErrorsOf(await openTicket(owner.headers, ids, files))).toEqual({
      attachments: 'support.attachment.too_many',
    });
    const blank = await api.post('/api/v2/support/ticket', owner.headers, { ...ticketFields, subject: ' ' }, [], ids);
    expect(fieldErrorsOf(blank)).toEqual({ subject: 'validation.required' });
    const kept = await openTicket(owner.headers, ids, files.slice(0, 2));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().data.messages[0].attachments).toHaveLength(5);
  });

  it('keeps feedback with one finished upload, and refuses a second attachment', async () => {
    const fields = { rating: '2', category: 'bug', message: 'Grafik tidak muncul.' };
    const first = await upload(owner.headers, PDF, 'layar.pdf');
    const second = await upload(owner.headers, PDF, 'lagi.pdf');
    const twice = await api.post('/api/v2/support/feedback', owner.headers, fields, [], [first, second]);
    expect(fieldErrorsOf(twice)).toEqual({ attachments: 'support.attachment.too_many' });
    const response = await api.post('/api/v2/support/feedback', owner.headers, fields, [], [first]);
    expect(response.statusCode, response.body).toBe(201);
    const kept = await t.db
      .selectFrom('support_attachments')
      .select(['name', 'extension'])
      .where('feedback_id', '=', response.json().data.id)
      .execute();
    expect(kept).toEqual([{ name: 'layar.pdf', extension: 'pdf' }]);
  });
});
