import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';
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

  it('sends a ticket with its attachment as multipart, then opens it', async () => {
    const user = userEvent.setup();
    let sent: FormData | undefined;
    stubSupport((body) => {
      sent = body;
      return ok(buildTicketDetail({ id: 50 }));
    });
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    const form = await screen.findByRole('form', { name: 'Kirim tiket' });
    await user.type(within(form).getByRole('textbox', { name: /Subjek/ }), 'Laporan Juli');
    await user.click(within(form).getByRole('combobox', { name: /Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Laporan', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /Pesan/ }), 'Angka Spotify berbeda.');
    await user.upload(fileInputOf(form), fileOf('bukti.pdf', '%PDF-1.4'));
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.get('subject')).toBe('Laporan Juli');
    expect(sent?.get('category')).toBe('report');
    expect(sent?.get('message')).toBe('Angka Spotify berbeda.');
    expect(sent?.get('attachments')).toMatchObject({ name: 'bukti.pdf' });
    expect(await screen.findByRole('dialog', { name: 'Laporan Juli' })).toBeInTheDocument();
  });

  it('refuses a program before sending, and shows the server’s refusal of a file by its content', async () => {
    // A user may pick "all files" in the dialog: the picker's accept list is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = stubSupport(() =>
      fieldErrors({ attachments: 'support.attachment.wrong_type' }, { status: 415, code: 'unsupported_media_type' }),
    );
    renderSignedIn(<ContactUsPage />, { path: '/infos/contact-us' });
    const form = await screen.findByRole('form', { name: 'Kirim tiket' });
    await user.type(within(form).getByRole('textbox', { name: /Subjek/ }), 'Berkas');
    await user.click(within(form).getByRole('combobox', { name: /Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Lainnya', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: /Pesan/ }), 'Lihat lampiran.');

    await user.upload(fileInputOf(form), fileOf('setup.exe'));
    expect(await within(form).findByText(/Jenis berkas tidak didukung/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));
    expect(fetchMock.requests.some((call) => call.method === 'POST')).toBe(false);

    await user.upload(fileInputOf(form), fileOf('foto.jpg'));
    await waitFor(() => expect(within(form).queryByText(/Jenis berkas tidak didukung/)).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Kirim tiket' }));
    expect(await within(form).findByText(/Jenis berkas tidak didukung/)).toBeInTheDocument();
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
