import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import OpsAnnouncementsPage from './ops-announcements-page.tsx';

describe('staff announcements', () => {
  it('sends an announcement written in English only, and refuses one written in neither language', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/ops/announcements': () => ({ status: 200, body: { data: { id: 3, recipients: 12 } } }),
    });
    renderSignedIn(<OpsAnnouncementsPage />, { role: 'staff' });
    const send = await screen.findByRole('button', { name: 'Kirim pengumuman' });
    await user.click(send);
    expect(await screen.findAllByText('Isi dalam bahasa Indonesia atau Inggris')).toHaveLength(2);
    expect(api.requests.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Judul (Inggris)' }), 'Stores closed for the holiday');
    await user.type(screen.getByRole('textbox', { name: 'Isi (Inggris)' }), 'Deliveries resume on Monday.');
    await user.click(send);
    await waitFor(() => expect(api.requests.some((call) => call.method === 'POST')).toBe(true));
    expect(api.requests.find((call) => call.method === 'POST')?.body).toMatchObject({
      audience: 'all',
      title: '',
      title_en: 'Stores closed for the holiday',
      content: '',
      content_en: 'Deliveries resume on Monday.',
    });
    expect(await screen.findByText('Pengumuman terkirim kepada 12 pengguna.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Judul (Inggris)' })).toHaveValue('');
  });
});
