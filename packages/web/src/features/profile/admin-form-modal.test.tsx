import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminFormModal } from './components/admin-form-modal.tsx';
import { fieldErrors, renderAs, stubApi } from './test-support.tsx';

describe('admin form', () => {
  it('shows the server’s text message on the last name', async () => {
    stubApi({
      'POST /api/v2/profile/contact': () => fieldErrors({ lastname: 'validation.text.invalid_unicode' }),
    });
    renderAs('owner', <AdminFormModal opened admin={null} onClose={() => {}} />);

    await userEvent.type(screen.getByRole('textbox', { name: /Nama depan/ }), 'Sari');
    await userEvent.type(screen.getByRole('textbox', { name: /Nama belakang/ }), 'Wulan');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'sari@contoh.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim undangan' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Nama belakang/ })).toHaveAccessibleDescription(
        'Isian mengandung karakter Unicode yang tidak valid',
      ),
    );
  });
});
