import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import { fakeTusServer } from '../../test/fake-tus-server.ts';
import ContactUsPage from './contact-us-page.tsx';
import { buildTicket, buildTicketDetail, INFO, ok, pageOf } from './test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function stubSupport(onTicket: (body: FormData) => ReturnType<typeof ok> = () => ok(buildTicketDetail({ id: 50 }))) {
  return stubApi({
    'GET /api/v2/support/info': () => ok(INFO),
    'GET /api/v2/support/ticket': () => pageOf([buildTicket()]),
    'GET /api/v2/support/ticket/41': () => ok(buildTicketDetail()),
    'GET /api/v2/support/ticket/50': () => ok(buildTicketDetail({ id: 50, subject: 'Laporan Juli', status: 'open' })),
    'POST /api/v2/support/ticket': (init) => onTicket(init?.body as FormData),
  });
}

const fileOf = (name: string, bytes = 'x') => new File([bytes], name);

function fileInputOf(form: HTMLElement): HTMLInputElement {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Renders the page and finds its ticket form; `sent.body` is the form data a sent ticket carried. */
async function openTicketForm(tusOptions: { holdParts?: boolean } = {}) {
  const tus = fakeTusServer({}, tusOptions);
  const sent: { body?: FormData } = {};
  stubSupport((body) => {
    sent.body = body;
    return ok(buildTicketDetail({ id: 50 }));
  });
  renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
  const form = await screen.findByRole('form', { name: 'Kirim tiket' });
  return { tus, sent, form };
}

describe('contact us', () => {
  it('links to WhatsApp and says support is open on a weekday at 11:00 WIB', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
    stubSupport();
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    const whatsapp = await screen.findByRole('link', { name: /WhatsApp \+62 811-1926-2026/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281119262026');
    expect(screen.getByText('Senin–Jumat, 10:00–17:00 WIB')).toBeInTheDocument();
    expect(screen.getByTestId('support-open-state')).toHaveTextContent('Buka sekarang');
  });

  it('says support is closed on a Saturday, and that tickets are still answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T04:00:00Z'));
    stubSupport();
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    expect(await screen.findByTestId('support-open-state')).toHaveTextContent('Tutup');
    expect(screen.getByText(/dijawab pada hari kerja berikutnya/)).toBeInTheDocument();
  });

  async function fillTicket(form: HTMLElement, subject: string, category: string, message: string) {
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Subjek/ }), subject);
    await user.click(within(form).getByRole('combobox', { name: /Kategori/ }));
    await user.click(await screen.findByRole('option', { name: category, hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /Pesan/ }), message);
  }

  it('uploads an attachment resumably as soon as it is chosen, sends the ticket with its upload id, then opens it', async () => {
    const user = userEvent.setup();
    const { tus, sent, form } = await openTicketForm();
    await fillTicket(form, 'Laporan Juli', 'Laporan', 'Angka Spotify berbeda.');
    await user.upload(fileInputOf(form), fileOf('bukti.pdf', '%PDF-1.4'));
    await waitFor(() => expect(tus.uploads.get('new-1')).toMatchObject({ size: 8, offset: 8 }));
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));

    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body?.get('subject')).toBe('Laporan Juli');
    expect(sent.body?.get('category')).toBe('report');
    expect(sent.body?.get('message')).toBe('Angka Spotify berbeda.');
    expect(sent.body?.getAll('upload_id')).toEqual(['new-1']);
    expect(sent.body?.get('attachments')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Laporan Juli' })).toBeInTheDocument();
  });

  it('shows each attachment’s progress, and a send waits for the uploads still running', async () => {
    const user = userEvent.setup();
    const { tus, sent, form } = await openTicketForm({ holdParts: true });
    await fillTicket(form, 'Dua berkas', 'Lainnya', 'Lihat lampiran.');
    await user.upload(fileInputOf(form), [fileOf('a.pdf', '%PDF-1.4 a'), fileOf('b.png', 'PNG')]);

    await waitFor(() => expect(tus.calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(within(form).getByRole('progressbar', { name: 'Kemajuan unggahan a.pdf' })).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Kemajuan unggahan b.png' })).toBeInTheDocument();
    const send = within(form).getByRole('button', { name: 'Kirim tiket' });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('data-loading'));
    expect(sent.body).toBeUndefined();

    act(() => tus.releaseParts());
    await waitFor(() => expect(sent.body).toBeDefined());
    // The uploads start side by side, so which one the server numbered first varies; each id stands
    // in the place of its own file.
    const filenameOf = (id: FormDataEntryValue) =>
      atob(/(?:^|,)filename ([^,]*)/.exec(tus.uploads.get(String(id))?.metadata ?? '')?.[1] ?? '');
    expect(sent.body?.getAll('upload_id').map(filenameOf)).toEqual(['a.pdf', 'b.png']);
  });

  it('takes a file off when its upload is cancelled, and sends without it', async () => {
    const user = userEvent.setup();
    const { tus, sent, form } = await openTicketForm({ holdParts: true });
    await fillTicket(form, 'Tanpa lampiran', 'Lainnya', 'Salah pilih berkas.');
    await user.upload(fileInputOf(form), fileOf('salah.pdf', '%PDF-1.4'));
    await waitFor(() => expect(tus.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']));

    await user.click(within(form).getByRole('button', { name: 'Batalkan unggahan' }));
    await waitFor(() => expect(tus.calls.map((call) => call.method)).toContain('DELETE'));
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body?.getAll('upload_id')).toEqual([]);
  });

  it('refuses a program before uploading it, and shows the server’s refusal of a file by its content', async () => {
    // A user may pick "all files" in the dialog: the picker's accept list is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    const tus = fakeTusServer();
    const fetchMock = stubSupport(() =>
      fieldErrors({ attachments: 'support.attachment.wrong_type' }, { status: 415, code: 'unsupported_media_type' }),
    );
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    const form = await screen.findByRole('form', { name: 'Kirim tiket' });
    await fillTicket(form, 'Berkas', 'Lainnya', 'Lihat lampiran.');

    await user.upload(fileInputOf(form), fileOf('setup.exe'));
    expect(await within(form).findByText(/Jenis berkas tidak didukung/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));
    expect(fetchMock.requests.some((call) => call.method === 'POST')).toBe(false);
    expect(tus.calls).toEqual([]);

    await user.upload(fileInputOf(form), fileOf('foto.jpg'));
    await waitFor(() => expect(within(form).queryByText(/Jenis berkas tidak didukung/)).not.toBeInTheDocument());
    await waitFor(() => expect(tus.uploads.get('new-1')?.offset).toBe(1));
    expect(within(form).getByText('foto.jpg')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));
    expect(await within(form).findByText(/Jenis berkas tidak didukung/)).toBeInTheDocument();
    // The refused upload is used up on the server: the file must be chosen again.
    expect(within(form).queryByText('foto.jpg')).not.toBeInTheDocument();
  });

  it('opens the ticket a notification links to, with the support team’s reply and its attachment', async () => {
    stubSupport();
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us?ticket=41' });
    const dialog = await screen.findByRole('dialog', { name: 'Video terkena klaim Content ID' });
    const reply = await within(dialog).findByRole('article', { name: 'Balasan tim dukungan' });
    expect(within(reply).getByText('Kanal Anda sudah masuk daftar yang diizinkan.')).toBeInTheDocument();
    expect(within(reply).getByRole('button', { name: 'Unduh panduan.pdf' })).toHaveTextContent('panduan.pdf · 812 KB');
    expect(within(dialog).getByRole('form', { name: 'Tambahkan pesan' })).toBeInTheDocument();
  });

  it('lists the company’s tickets with their status', async () => {
    stubSupport();
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    const list = await screen.findByRole('list', { name: 'Daftar tiket' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent(/Video terkena klaim Content ID/);
    expect(row).toHaveTextContent(/#41 · Teknis/);
    expect(within(row as HTMLElement).getByText('Dibalas')).toBeInTheDocument();
  });
});
