import { isSupportOpen, NOTICE_MESSAGES } from '@irama/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../../test/support/field-errors.ts';
import { type TestApp, useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { coverJpeg, PDF } from '../release/testing/release-test-kit.ts';
import { cfbWith } from './testing/cfb-writer.ts';
import { supportApi } from './testing/support-api.ts';

const t = useTestApp();
const api = supportApi(t);
const { owner, staff } = useOwnerAndStaff(t);
type Signed = Awaited<ReturnType<TestApp['factories']['buildSignedInUser']>>;
let other: Signed;
let png: Buffer;

const MB = 1024 * 1024;
const DOC = cfbWith(['WordDocument', '\u0001CompObj']);
const PPT = cfbWith(['PowerPoint Document', 'Current User']);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048)]);

beforeAll(async () => {
  other = await t.factories.buildSignedInUser();
  png = await (await import('sharp'))
    .default({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
    .png()
    .toBuffer();
});

describe('support info', () => {
  it('gives the WhatsApp link, the hours in WIB and whether support is open now', async () => {
    const response = await api.get('/api/v2/support/info', owner.headers);
    expect(response.statusCode).toBe(200);
    const info = response.json().data;
    expect(info.whatsapp_url).toBe(`https://wa.me/${info.whatsapp}`);
    expect(info.whatsapp).toMatch(/^62\d{8,13}$/);
    expect(info.hours).toEqual({ days: [1, 2, 3, 4, 5], opens: '10:00', closes: '17:00', time_zone: 'Asia/Jakarta' });
    expect(info.is_open).toBe(isSupportOpen(new Date()));
  });

  it('needs a session', async () => {
    expect((await api.get('/api/v2/support/info', {})).statusCode).toBe(401);
  });
});

describe('a support ticket', () => {
  it.each([
    ['foto.jpg', 'jpg', () => coverJpeg()],
    ['layar.png', 'png', async () => png],
    ['kontrak.pdf', 'pdf', async () => PDF],
    ['surat.doc', 'doc', async () => DOC],
    ['presentasi.ppt', 'ppt', async () => PPT],
  ])('keeps a %s attachment as %s, read from its content', async (name, extension, bytes) => {
    const response = await api.openTicket(owner.headers, [{ name, bytes: await bytes() }]);
    expect(response.statusCode).toBe(201);
    const ticket = response.json().data;
    expect(ticket).toMatchObject({ status: 'open', category: 'release', replies: 0 });
    expect(ticket.messages[0].attachments).toEqual([
      { id: expect.any(Number), name, extension, size: expect.any(Number) },
    ]);
  });

  it('keeps several attachments on one ticket, and the text fields trimmed', async () => {
    const response = await api.post(
      '/api/v2/support/ticket',
      owner.headers,
      { subject: '  Laporan  Juli ', category: 'report', message: 'Baris 1\nBaris 2' },
      [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.png', bytes: png },
      ],
    );
    expect(response.statusCode).toBe(201);
    const ticket = response.json().data;
    expect(ticket.subject).toBe('Laporan  Juli');
    expect(ticket.messages[0].message).toBe('Baris 1\nBaris 2');
    expect(ticket.messages[0].attachments.map((a: { extension: string }) => a.extension)).toEqual(['pdf', 'png']);
  });

  it('goes by the content, not the name: PDF bytes named .png are kept as a PDF', async () => {
    const response = await api.openTicket(owner.headers, [{ name: 'scan.png', bytes: PDF }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.messages[0].attachments[0]).toMatchObject({ name: 'scan.png', extension: 'pdf' });
  });

  it.each([
    ['a program renamed .pdf', 'setup.pdf', EXE],
    ['an Excel 97 workbook renamed .doc', 'tabel.doc', cfbWith(['Workbook'])],
    [
      'a Compound File with no Office document in it (an installer)',
      'paket.ppt',
      cfbWith(['\u0005SummaryInformation']),
    ],
    [
      'a WAV file renamed .jpg',
      'lagu.jpg',
      Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '), Buffer.alloc(64)]),
    ],
    ['plain text renamed .pdf', 'catatan.pdf', Buffer.from('bukan pdf')],
    ['an empty file', 'kosong.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 and a translated key, and keeps no ticket', async (_what, name, bytes) => {
    const before = await ticketCount(owner.headers);
    const response = await api.openTicket(owner.headers, [{ name, bytes }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { attachments: 'support.attachment.wrong_type' },
    });
    expect(await ticketCount(owner.headers)).toBe(before);
  });

  it('takes a file of exactly 10 MB and refuses one of 10 MB + 1 byte with 413', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    expect((await api.openTicket(owner.headers, [{ name: 'pas.pdf', bytes: exact }])).statusCode).toBe(201);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const response = await api.openTicket(owner.headers, [{ name: 'besar.pdf', bytes: over }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      errors: { attachments: 'support.attachment.too_large' },
    });
  });

  it('refuses a sixth attachment', async () => {
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, bytes: PDF }));
    const response = await api.openTicket(owner.headers, files);
    expect(fieldErrorsOf(response)).toEqual({ attachments: 'support.attachment.too_many' });
  });

  it('refuses a missing subject, an unknown category and a blank message with their keys', async () => {
    const response = await api.post('/api/v2/support/ticket', owner.headers, {
      category: 'lainnya',
      message: '   ',
    });
    expect(fieldErrorsOf(response)).toEqual({
      subject: 'validation.required',
      category: 'support.category.required',
      message: 'validation.required',
    });
  });

  it('lists the company’s own tickets only, newest first', async () => {
    await api.openTicket(other.headers, [], 'Tiket perusahaan lain');
    const mine = await api.openTicket(owner.headers, [], 'Tiket terbaru');
    const list = (await api.get('/api/v2/support/ticket?limit=100', owner.headers)).json().data;
    expect(list.results[0]).toMatchObject({ id: mine.json().data.id, subject: 'Tiket terbaru' });
    expect(list.results.map((ticket: { subject: string }) => ticket.subject)).not.toContain('Tiket perusahaan lain');
    expect(list.total).toBe(list.results.length);
  });
});

async function ticketCount(headers: Record<string, string>): Promise<number> {
  return (await api.get('/api/v2/support/ticket', headers)).json().data.total;
}

describe('another company’s ticket', () => {
  it('answers 404 like a missing one: the thread, its attachment and a follow-up', async () => {
    const theirs = (await api.openTicket(other.headers, [{ name: 'rahasia.pdf', bytes: PDF }])).json().data;
    const attachment = theirs.messages[0].attachments[0].id;
    const missing = 999_999;
    for (const id of [theirs.id, missing]) {
      const detail = await api.get(`/api/v2/support/ticket/${id}`, owner.headers);
      expect([detail.statusCode, detail.json().code]).toEqual([404, 'not_found']);
      const file = await api.get(`/api/v2/support/ticket/${id}/attachment/${attachment}`, owner.headers);
      expect([file.statusCode, file.json().code]).toEqual([404, 'not_found']);
      const reply = await api.post(`/api/v2/support/ticket/${id}/reply`, owner.headers, { message: 'Halo' });
      expect([reply.statusCode, reply.json().code]).toEqual([404, 'not_found']);
    }
    const own = await api.get(`/api/v2/support/ticket/${theirs.id}/attachment/${attachment}`, other.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="rahasia.pdf"');
    expect(own.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('the staff’s ticket desk', () => {
  it('is for staff only', async () => {
    for (const url of ['/api/ops/support/tickets', '/api/ops/support/tickets/1']) {
      const response = await api.get(url, owner.headers);
      expect([response.statusCode, response.json().code]).toEqual([403, 'permission_denied']);
    }
    const reply = await api.post('/api/ops/support/tickets/1/reply', owner.headers, { message: 'x' });
    expect(reply.statusCode).toBe(403);
  });

  it('answers a ticket with an attachment: the user sees the reply and is notified with a link to it', async () => {
    const user = await t.factories.buildSignedInUser();
    const ticket = (await api.openTicket(user.headers, [], 'Pembayaran belum masuk')).json().data;
    const queue = (await api.get('/api/ops/support/tickets?status=open&limit=100', staff.headers)).json().data;
    expect(queue.results.find((row: { id: number }) => row.id === ticket.id)).toMatchObject({ status: 'open' });

    const reply = await api.post(
      `/api/ops/support/tickets/${ticket.id}/reply`,
      staff.headers,
      { message: 'Sudah kami transfer ulang hari ini.' },
      [{ name: 'bukti.pdf', bytes: PDF }],
    );
    expect(reply.statusCode).toBe(201);

    const seen = (await api.get(`/api/v2/support/ticket/${ticket.id}`, user.headers)).json().data;
    expect(seen).toMatchObject({ status: 'answered', replies: 1 });
    expect(seen.messages[1]).toMatchObject({ is_staff: true, message: 'Sudah kami transfer ulang hari ini.' });
    const file = seen.messages[1].attachments[0];
    const download = await api.get(`/api/v2/support/ticket/${ticket.id}/attachment/${file.id}`, user.headers);
    expect(download.statusCode).toBe(200);
    const staffDownload = await api.get(`/api/ops/support/tickets/${ticket.id}/attachment/${file.id}`, staff.headers);
    expect(staffDownload.statusCode).toBe(200);

    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'additional_data'])
      .where('company_id', '=', user.companyId)
      .execute();
    expect(notices).toHaveLength(1);
    const data = JSON.parse(notices[0]?.additional_data ?? '{}');
    expect(data.url).toBe(`/infos/contact-us?ticket=${ticket.id}`);
    expect(data.message).toEqual({
      key: NOTICE_MESSAGES.ticketAnswered,
      values: { subject: 'Pembayaran belum masuk', ticketId: String(ticket.id) },
    });
  });

  it('closes a ticket; a closed ticket takes no staff reply, and the user’s follow-up opens it again', async () => {
    const ticket = (await api.openTicket(owner.headers)).json().data;
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/support/tickets/${ticket.id}/close`,
      headers: staff.headers,
    });
    expect(closed.json().data.status).toBe('closed');
    const late = await api.post(`/api/ops/support/tickets/${ticket.id}/reply`, staff.headers, { message: 'x' });
    expect([late.statusCode, late.json().errors]).toEqual([409, { message: 'support.ticket.closed' }]);
    const followUp = await api.post(`/api/v2/support/ticket/${ticket.id}/reply`, owner.headers, {
      message: 'Masih belum beres.',
    });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json().data).toMatchObject({ status: 'open' });
  });
});

describe('feedback', () => {
  it('keeps a rating, a category and a message with an optional attachment', async () => {
    const plain = await api.post('/api/v2/support/feedback', owner.headers, {
      rating: '5',
      category: 'praise',
      message: 'Laporannya sangat membantu.',
    });
    expect(plain.statusCode).toBe(201);
    const withFile = await api.post(
      '/api/v2/support/feedback',
      owner.headers,
      { rating: '2', category: 'bug', message: 'Grafik tidak muncul.' },
      [{ name: 'layar.png', bytes: png, field: 'attachment' }],
    );
    expect(withFile.statusCode).toBe(201);
    const kept = await t.db
      .selectFrom('support_attachments')
      .select(['extension'])
      .where('feedback_id', '=', withFile.json().data.id)
      .execute();
    expect(kept).toEqual([{ extension: 'png' }]);
  });

  it('refuses a rating outside 1–5, a second attachment and a renamed program', async () => {
    const fields = { rating: '6', category: 'bug', message: 'x' };
    expect((await api.post('/api/v2/support/feedback', owner.headers, fields)).json().errors).toEqual({
      rating: 'support.rating.required',
    });
    for (const rating of ['03', ' 3', '3.0', '0x3', '3e0']) {
      const refused = (await api.post('/api/v2/support/feedback', owner.headers, { ...fields, rating })).json();
      expect(refused).toMatchObject({ errors: { rating: 'validation.type' }, expected: { rating: 'integer' } });
    }
    const two = await api.post('/api/v2/support/feedback', owner.headers, { ...fields, rating: '3' }, [
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: PDF },
    ]);
    expect(two.json().errors).toEqual({ attachments: 'support.attachment.too_many' });
    const exe = await api.post('/api/v2/support/feedback', owner.headers, { ...fields, rating: '3' }, [
      { name: 'foto.jpg', bytes: EXE },
    ]);
    expect(exe.statusCode).toBe(415);
  });
});
