import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from './form-field.tsx';

function Form({ message }: { message: string }) {
  const form = useForm<{ title: string }>({ defaultValues: { title: '' } });
  useEffect(() => form.setError('title', { message }), [form, message]);
  return <TextField form={form} name="title" label="Judul" />;
}

/** Renders the field with `message` set as its error. */
async function renderWithError(message: string) {
  await act(async () => {
    render(
      <MantineProvider>
        <Form message={message} />
      </MantineProvider>,
    );
  });
}

describe('TextField', () => {
  it('shows a catalogue key as its translation', async () => {
    await renderWithError('validation.required');
    expect(screen.getByText('Wajib diisi')).toBeInTheDocument();
  });

  it('shows a contracts message key in the current language', async () => {
    await renderWithError('release.album.title.required');
    expect(screen.getByText('Judul album wajib diisi')).toBeInTheDocument();
  });

  it("shows the review team's own words as written", async () => {
    await renderWithError('Sampul buram, mohon unggah ulang');
    expect(screen.getByText('Sampul buram, mohon unggah ulang')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Judul' })).toHaveAttribute('aria-invalid', 'true');
  });
});
