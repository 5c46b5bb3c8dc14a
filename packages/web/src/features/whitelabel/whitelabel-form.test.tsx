import type { WhitelabelConfig } from '@irama/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WhitelabelForm } from './components/whitelabel-form.tsx';

const CONFIG: WhitelabelConfig = {
  app_name: 'Suara Portal',
  company_name: 'PT Suara Agregator Nusantara',
  login_background_url: null,
  app_logo_url: null,
  company_logo_url: null,
  colors: { main: '#1d4ed8', accent: '#f59e0b', dark: '#1e3a8a', hover: '#2563eb', menu: '#eff6ff' },
  hosts: ['agg.localhost'],
  is_configured: true,
  contrast: {
    white_on_main: { ratio: 6.7, is_aa: true, is_aa_large: true },
    dark_on_menu: { ratio: 9.52, is_aa: true, is_aa_large: true },
  },
  updated_at: '2025-01-06T03:00:00.000Z',
};

function renderForm() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <WhitelabelForm config={CONFIG} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('white-label form', () => {
  it('names a right-to-left override in the application name on its field', async () => {
    renderForm();
    const appName = screen.getByRole('textbox', { name: /Nama aplikasi/ });

    await userEvent.type(appName, '\u202e');
    await userEvent.click(screen.getAllByRole('button', { name: 'Simpan dan terapkan' })[0] as HTMLElement);

    expect(
      await screen.findByText('Isian mengandung karakter pengubah arah teks (seperti U+202E) yang tidak diizinkan'),
    ).toBeInTheDocument();
    expect(appName).toHaveAttribute('aria-invalid', 'true');
  });

  it('warns about low contrast as soon as a pale main colour is typed', async () => {
    renderForm();
    expect(screen.queryByText('Kontras warna rendah')).not.toBeInTheDocument();
    const main = screen.getByRole('textbox', { name: 'Warna utama' });

    await userEvent.clear(main);
    await userEvent.type(main, '#ffeb3b');

    expect(await screen.findByText('Kontras warna rendah')).toBeInTheDocument();
    expect(screen.getByText(/Teks putih di atas warna utama: rasio 1\.\d+:1/)).toBeInTheDocument();
  });
});
