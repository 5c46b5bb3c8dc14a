import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoCard } from './components/photo-card.tsx';
import { CONTACT, renderAs, stubApi } from './test-support.tsx';

vi.mock('./lib/image-size.ts', () => ({ readImageSize: vi.fn(async () => ({ width: 299, height: 640 })) }));

describe('profile photo', () => {
  it('rejects a photo below 300×300 in the browser, before any upload', async () => {
    const fetchMock = stubApi({});
    const { container } = renderAs('owner', <PhotoCard contact={CONTACT} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    await userEvent.upload(input, new File(['x'], 'small.png', { type: 'image/png' }));

    // The card says it in place (a toast may repeat it).
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain(
      'Foto terlalu kecil (299×640 piksel). Ukuran minimal 300×300 piksel.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('uploadprofile'))).toBe(false);
  });
});
