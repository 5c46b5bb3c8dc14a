import { createHash } from 'node:crypto';
import { type UnfinishedUpload, UPLOAD_HEAD_BYTES, UPLOAD_PART_BYTES } from '@irama/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResumableUploadProgress } from '../components/resumable-upload-progress.tsx';
import { renderSignedIn, stubApi } from '../test/api-stub.tsx';
import { fakeTusServer } from '../test/fake-tus-server.ts';
import { setSessionExpiredHandler } from './api-client.ts';
import { readToken, writeToken } from './session-token.ts';
import { type ResumableUpload, useResumableUpload } from './use-resumable-upload.ts';

const SIZE = UPLOAD_PART_BYTES + 1024 * 1024;
// The first part's share of the file, as the bar shows it (whole percents, rounded down).
const FIRST_PART_PERCENT = String(Math.floor((UPLOAD_PART_BYTES / SIZE) * 100));
// What the picked file's first UPLOAD_HEAD_BYTES (all zeros) hash to, as the SPA sends it in `head_sha1`.
const PICKED_HEAD_SHA1 = createHash('sha1').update(new Uint8Array(UPLOAD_HEAD_BYTES)).digest('base64');
const picked = () => new File([new Uint8Array(SIZE)], 'lagu.wav', { type: 'audio/wav' });

const listed = (overrides: Partial<UnfinishedUpload> = {}): UnfinishedUpload => ({
  id: 'from-phone',
  filename: 'lagu.wav',
  purpose: 'release_audio',
  size: SIZE,
  offset: UPLOAD_PART_BYTES,
  head_sha1: PICKED_HEAD_SHA1,
  created_at: '2026-11-29T09:00:00.000Z',
  expires_at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});

/** The hook on a screen: a start button that records how `start` ended, and its progress. */
function renderUpload() {
  const outcome: { id?: string; error?: unknown } = {};
  let upload: ResumableUpload | undefined;
  function Screen() {
    upload = useResumableUpload('release_audio');
    return (
      <>
        <button
          type="button"
          onClick={() =>
            upload?.start(picked()).then(
              (id) => (outcome.id = id),
              (error) => (outcome.error = error),
            )
          }
        >
          start
        </button>
        <output>{upload.status}</output>
        <ResumableUploadProgress upload={upload} />
      </>
    );
  }
  renderSignedIn(<Screen />);
  return { outcome, current: () => upload };
}

describe('useResumableUpload', () => {
  it('continues an unfinished upload the server lists from another device instead of creating one', async () => {
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [listed()] } }) });
    const server = fakeTusServer({ 'from-phone': { size: SIZE, offset: UPLOAD_PART_BYTES, metadata: '' } });
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));

    await waitFor(() => expect(outcome.id).toBe('from-phone'));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'HEAD /api/uploads/from-phone',
      'PATCH /api/uploads/from-phone',
    ]);
    expect(server.calls[1]?.headers['Upload-Offset']).toBe(String(UPLOAD_PART_BYTES));
    expect(server.calls[1]?.bodyBytes).toBe(SIZE - UPLOAD_PART_BYTES);
    expect(server.uploads.get('from-phone')?.offset).toBe(SIZE);
    expect(screen.getByRole('status')).toHaveTextContent('done');
  });

  it('creates a new upload when the listed one is another file, sending parts with their sha1 and the session', async () => {
    writeToken('sesi-7');
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [listed({ size: SIZE - 1 })] } }) });
    const server = fakeTusServer();
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));

    await waitFor(() => expect(outcome.id).toBe('new-1'));
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(server.calls[0]?.headers['X-Authorization']).toBe('Bearer sesi-7');
    expect(server.calls[1]?.bodyBytes).toBe(UPLOAD_PART_BYTES);
    expect(server.calls[1]?.headers['Upload-Checksum']).toMatch(/^sha1 [A-Za-z0-9+/]{27}=$/);
  });

  it('creates a new upload when the listed one has the same name and size but another head, and sends its own', async () => {
    const otherHead = createHash('sha1').update('another recording').digest('base64');
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [listed({ head_sha1: otherHead })] } }) });
    const server = fakeTusServer({ 'from-phone': { size: SIZE, offset: UPLOAD_PART_BYTES, metadata: '' } });
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));

    await waitFor(() => expect(outcome.id).toBe('new-1'));
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    const metadata = server.calls[0]?.headers['Upload-Metadata'] ?? '';
    expect(metadata.split(',')).toContain(`head_sha1 ${btoa(PICKED_HEAD_SHA1)}`);
    expect(server.uploads.get('from-phone')?.offset).toBe(UPLOAD_PART_BYTES);
  });

  it('shows the percent, the expiry and Pause while a part is on its way, and waits while offline', async () => {
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [] } }) });
    const server = fakeTusServer({}, { holdParts: true });
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']));
    act(() => server.releaseParts());

    const bar = await screen.findByRole('progressbar', { name: 'Kemajuan unggahan lagu.wav' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', FIRST_PART_PERCENT));
    expect(screen.getByText(`${FIRST_PART_PERCENT}%`)).toBeInTheDocument();
    expect(screen.getByText(/^kedaluwarsa dalam \d+ jam$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jeda' })).toBeEnabled();

    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/Tidak ada koneksi, menunggu tersambung lagi/)).toBeInTheDocument();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(server.calls.filter((call) => call.method === 'HEAD')).toHaveLength(1));
    act(() => server.releaseParts());
    await waitFor(() => expect(outcome.id).toBe('new-1'));
    expect(server.uploads.get('new-1')?.offset).toBe(SIZE);
  });

  it('ends the session when the server answers a part with 401, instead of retrying with a dead token', async () => {
    writeToken('sesi-lama');
    const sessionExpired = vi.fn();
    setSessionExpiredHandler(sessionExpired);
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [] } }) });
    const server = fakeTusServer({}, { expireSessionAtPart: true });
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));

    await waitFor(() => expect(outcome.error).toMatchObject({ status: 401 }));
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']);
    expect(readToken()).toBeNull();
    expect(sessionExpired).toHaveBeenCalledOnce();
    setSessionExpiredHandler(() => {});
  });

  it('hashes the next part while the one before it is on its way, each part once on each side (and the head once)', async () => {
    stubApi({ 'GET /api/uploads': () => ({ status: 200, body: { data: [] } }) });
    const server = fakeTusServer({}, { holdParts: true });
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const { outcome } = renderUpload();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    await waitFor(() => expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH']));
    // The first part is not answered yet, and the second is hashed already (after the file's head and the first part).
    await waitFor(() => expect(digest).toHaveBeenCalledTimes(3));
    act(() => server.releaseParts());
    await waitFor(() => expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH', 'PATCH']));
    act(() => server.releaseParts());

    await waitFor(() => expect(outcome.id).toBe('new-1'));
    // No part was refused for its checksum and sent again; the fake server hashed each part too.
    expect(server.calls.map((call) => call.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(digest).toHaveBeenCalledTimes(5);
    digest.mockRestore();
  });

  it('refuses a file over its purpose’s limit before sending anything', async () => {
    stubApi({});
    const server = fakeTusServer();
    let upload: ResumableUpload | undefined;
    function Screen() {
      upload = useResumableUpload('release_cover');
      return null;
    }
    renderSignedIn(<Screen />);

    const refusal = await act(() => upload?.start(picked()).catch((error: unknown) => error));

    expect(refusal).toMatchObject({ status: 413, fieldErrors: { file: 'uploads.too_large' } });
    expect(server.calls).toEqual([]);
  });
});
