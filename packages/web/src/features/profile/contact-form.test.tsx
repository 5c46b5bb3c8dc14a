import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './components/contact-form.tsx';
import { CONTACT, fieldErrors, renderAs, stubApi } from './test-support.tsx';

describe('contact form', () => {
  it('shows the server’s field error on the email field', async () => {
    stubApi({
      'PUT /api/v2/profile/contact': () =>
        fieldErrors({ email: 'profile.email_taken' }, { status: 409, code: 'profile.email_taken' }),
    });
    renderAs('owner', <ContactForm contact={CONTACT} />);
    const email = screen.getByLabelText(/Email/);

    await userEvent.clear(email);
    await userEvent.type(email, 'admin@musik.demo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Email ini sudah dipakai akun lain\./);
  });

  it('names a control character in the first name on its field and sends nothing', async () => {
    const fetchMock = stubApi({});
    renderAs('owner', <ContactForm contact={CONTACT} />);
    const firstname = screen.getByRole('textbox', { name: /Nama depan/ });

    await userEvent.type(firstname, '\u0007');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    await vi.waitFor(() =>
      expect(firstname).toHaveAccessibleDescription(
        'Isian mengandung karakter kontrol yang tidak diizinkan; ketik ulang tanpa karakter tersembunyi',
      ),
    );
    expect(fetchMock.requests.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks for the current password only while the sign-in email changes, and sends it', async () => {
    const sent: unknown[] = [];
    stubApi({
      'PUT /api/v2/profile/contact': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 200, body: { data: { results: { ...CONTACT, email: 'baru@musik.demo' } } } };
      },
    });
    renderAs('owner', <ContactForm contact={CONTACT} />);
    const email = screen.getByLabelText(/Email/);
    expect(screen.queryByLabelText(/Kata sandi saat ini/)).not.toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'baru@musik.demo');
    await userEvent.type(screen.getByLabelText(/Kata sandi saat ini/), 'Irama-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'baru@musik.demo', current_password: 'Irama-demo-2026' });
  });
});
