import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProfilePage from './profile-page.tsx';
import { CONTACT, renderAs, stubApi } from './test-support.tsx';

describe('profile page tabs', () => {
  it('hides the admin settings tab from an admin, even when the URL asks for it', async () => {
    stubApi({ 'GET /api/v2/profile/contact': () => ({ status: 200, body: { data: { results: CONTACT } } }) });
    renderAs('admin', <ProfilePage />, '/profile?tab=admins');

    expect(screen.getByRole('tab', { name: 'Akun' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Informasi perusahaan' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Networkplace' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Pengaturan admin' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/Nama depan/)).toHaveValue('Budi');
  });

  it('shows the admin settings tab to the owner and opens it from the URL', async () => {
    stubApi({
      'GET /api/v2/profile/admin/contact': () => ({ status: 200, body: { data: { results: [], total: 0 } } }),
    });
    renderAs('owner', <ProfilePage />, '/profile?tab=admins');

    expect(screen.getByRole('tab', { name: 'Pengaturan admin' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Tambah admin' })).toBeInTheDocument();
  });
});
