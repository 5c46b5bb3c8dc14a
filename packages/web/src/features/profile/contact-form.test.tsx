import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './components/contact-form.tsx';
import { CONTACT, renderAs, stubApi } from './test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('contact form', () => {
  it('shows the server’s field error on the email field', async () => {
    stubApi({
      'PUT /api/v2/profile/contact': () => ({
        status: 409,
        body: { code: 'profile.email_taken', errors: { email: 'profile.email_taken' } },
      }),
    });
    renderAs('owner', <ContactForm contact={CONTACT} />);
    const email = screen.getByLabelText(/Email/);

    await userEvent.clear(email);
    await userEvent.type(email, 'admin@musik.demo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    expect(await screen.findByText('Email ini sudah dipakai akun lain.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Email ini sudah dipakai akun lain\./);
  });
});
