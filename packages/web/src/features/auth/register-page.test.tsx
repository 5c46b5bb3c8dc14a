import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSignedIn, stubApi } from '../../test/api-stub.tsx';
import RegisterPage from './register-page.tsx';

describe('register page', () => {
  it('names a right-to-left override in the company name on its field and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderSignedIn(<RegisterPage />);

    await userEvent.type(screen.getByRole('textbox', { name: /Nama perusahaan/ }), 'PT \u202eLabel');
    await userEvent.type(screen.getByRole('textbox', { name: /Nama depan/ }), 'Budi');
    await userEvent.type(screen.getByRole('textbox', { name: /Nama belakang/ }), 'Santoso');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'budi@contoh.id');
    await userEvent.type(screen.getByLabelText(/Password/), 'rahasia-panjang');
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByRole('textbox', { name: /Nama perusahaan/ })).toHaveAccessibleDescription(
      'Isian mengandung karakter pengubah arah teks (seperti U+202E) yang tidak diizinkan',
    );
    expect(fetchMock.requests.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
