import fs from 'node:fs';
import path from 'node:path';
import { NOTICE_MESSAGES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { validateErn411 } from '../../../test/support/ddex.ts';
import { useTestApp } from '../../../test/support/test-app.ts';
import { completeTrack, releaseApi, signInStaff } from './testing/release-test-kit.ts';

const t = useTestApp();
const api = releaseApi(t);

describe('release delivery flow', () => {
  it('rejects a submit with missing fields, naming each field', async () => {
    const owner = await t.factories.buildSignedInUser();
    const album = await api.send('POST', '/api/v2/release/album', owner.headers, { title: 'Draf Kosong' });
    expect(album.statusCode).toBe(201);
    const { id, album_id, status } = album.json().data;
    expect(status).toBe('draft');
    expect(album_id).toMatch(/^IRM-\d{4}-\d{6}$/);
    for (const number of [1, 2]) {
      const track = await api.send('POST', '/api/v2/release/track', owner.headers, {
        release_id: id,
        title: `Lagu ${number}`,
      });
      expect(track.statusCode).toBe(201);
    }
    const submit = await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
    expect(submit.statusCode).toBe(400);
    const body = submit.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toMatchObject({
      'album.label': 'release.album.label.required',
      'album.cover_art': 'release.album.cover_art.required',
      'album.release_date': 'release.album.release_date.required',
      'tracks.0.audio': 'release.track.audio.required',
      'tracks.1.genre': 'release.track.genre.required',
    });
  });

  it('submits a complete release, writes a valid DDEX message and locks the release', async () => {
    const owner = await t.factories.buildSignedInUser();
    const id = await api.completeRelease(owner.headers, 2);
    const submit = await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
    expect(submit.statusCode, submit.body).toBe(200);
    const release = submit.json().data;
    expect(release.status).toBe('on_progress');
    expect(release.has_ddex).toBe(true);
    expect(release.is_editable).toBe(false);
    expect(release.platforms).toEqual(['spotify', 'apple_music', 'tiktok', 'tiktok_music']);

    const ddex = path.join(t.config.dataDir, 'releases', String(owner.companyId), String(id), 'ern.xml');
    const xml = fs.readFileSync(ddex, 'utf8');
    expect(xml).toContain('<ISRC>IDA012600001</ISRC>');
    expect(xml).toContain('<SamplingRate UnitOfMeasure="Hz">44100</SamplingRate>');
    validateErn411([ddex]);

    const edit = await api.send('PUT', `/api/v2/release/album/id/${id}`, owner.headers, { title: 'Diubah' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('release.not_editable');
    const trackId = release.tracks[0].id;
    expect((await api.send('DELETE', `/api/v2/release/track/id/${trackId}`, owner.headers)).json().code).toBe(
      'release.not_editable',
    );
    expect(
      (await api.send('PUT', `/api/v2/release/track/id/${trackId}`, owner.headers, { title: 'x' })).statusCode,
    ).toBe(409);
  });

  it('writes a DDEX message that validates against the ERN 4.1.1 schema', async () => {
    const owner = await t.factories.buildSignedInUser();
    const id = await api.completeRelease(owner.headers, 1);
    await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
    const ddex = path.join(t.config.dataDir, 'releases', String(owner.companyId), String(id), 'ern.xml');
    expect(() => validateErn411([ddex])).not.toThrow();
  });

  it('lets staff reject with field errors, the partner fix and resubmit, and staff accept', async () => {
    const owner = await t.factories.buildSignedInUser();
    const staff = await signInStaff(t);
    const id = await api.completeRelease(owner.headers, 1);
    await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });

    const reject = await api.send('POST', `/api/ops/releases/${id}/status`, staff.headers, {
      status: 'rejected',
      errors: { 'album.title': 'Judul album tidak sesuai dengan sampul' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const seen = (await api.send('GET', `/api/v2/release/album/id/${id}`, owner.headers)).json().data;
    expect(seen.status).toBe('rejected');
    expect(seen.errors).toEqual({ 'album.title': 'Judul album tidak sesuai dengan sampul' });
    expect(seen.is_editable).toBe(true);

    const fix = await api.send('PUT', `/api/v2/release/album/id/${id}`, owner.headers, { title: 'Senja di Bandung' });
    expect(fix.statusCode).toBe(200);
    expect(fix.json().data.status).toBe('draft');
    const resubmit = await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, {
      status: 'on_progress',
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(resubmit.json().data.errors).toEqual({});

    const success = await api.send('POST', `/api/ops/releases/${id}/status`, staff.headers, { status: 'success' });
    expect(success.json().data.status).toBe('success');
    expect(success.json().data.history.map((event: { to_status: string }) => event.to_status)).toEqual([
      'draft',
      'on_progress',
      'rejected',
      'draft',
      'on_progress',
      'success',
    ]);
    const notifications = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(notifications).toHaveLength(4);
    expect(notifications.every((row) => row.user_id === owner.id)).toBe(true);
    // Each notice names its text for the reader's language, beside the stored Indonesian.
    const rejected = notifications.find((row) => row.title === 'Status rilis: Ditolak');
    expect(rejected?.is_important).toBeTruthy();
    expect(JSON.parse(String(rejected?.additional_data))).toEqual({
      url: `/release/${id}`,
      feature: 'release',
      message: {
        key: NOTICE_MESSAGES.releaseStatus,
        values: { title: expect.any(String), albumId: expect.stringMatching(/^IRM-/), status: 'rejected' },
      },
      subject: { type: 'release_event', id: expect.any(Number) },
    });
    // The event it links to is the rejection.
    const event = await t.db
      .selectFrom('release_events')
      .select(['release_id', 'to_status'])
      .where('id', '=', JSON.parse(String(rejected?.additional_data)).subject.id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ release_id: id, to_status: 'rejected' });

    const backwards = await api.send('POST', `/api/ops/releases/${id}/status`, staff.headers, { status: 'rejected' });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().code).toBe('release.invalid_transition');
  });

  it('moves a complete draft to ready and back, but refuses a partner success', async () => {
    const owner = await t.factories.buildSignedInUser();
    const id = await api.completeRelease(owner.headers, 1);
    const url = `/api/v2/release/album/id/${id}`;
    expect((await api.send('PATCH', url, owner.headers, { status: 'ready' })).json().data.status).toBe('ready');
    expect((await api.send('PATCH', url, owner.headers, { status: 'draft' })).json().data.status).toBe('draft');
    const draftToDraft = await api.send('PATCH', url, owner.headers, { status: 'draft' });
    expect(draftToDraft.json().code).toBe('release.invalid_transition');
    expect((await api.send('PATCH', url, owner.headers, { status: 'success' })).statusCode).toBe(400);
  });

  it('lets staff download the DDEX file, and only staff', async () => {
    const owner = await t.factories.buildSignedInUser();
    const staff = await signInStaff(t);
    const id = await api.completeRelease(owner.headers, 1);
    expect((await api.send('GET', `/api/ops/releases/${id}/ddex`, staff.headers)).statusCode).toBe(404);
    await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
    const download = await api.send('GET', `/api/ops/releases/${id}/ddex`, staff.headers);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('NewReleaseMessage');
    expect((await api.send('GET', `/api/ops/releases/${id}/ddex`, owner.headers)).statusCode).toBe(403);
    const queue = await api.send('GET', '/api/ops/releases?status=on_progress', staff.headers);
    expect(queue.json().data.results.some((release: { id: number }) => release.id === id)).toBe(true);
    expect((await api.send('GET', `/api/ops/releases/${id}`, staff.headers)).json().data.id).toBe(id);
  });

  it('narrows the review queue to one company when staff ask for it', async () => {
    const first = await t.factories.buildSignedInUser();
    const second = await t.factories.buildSignedInUser();
    const staff = await signInStaff(t);
    const ofFirst = await api.completeRelease(first.headers, 1);
    const ofSecond = await api.completeRelease(second.headers, 1);
    const queue = async (query: string) => {
      const response = await api.send('GET', `/api/ops/releases?status=draft${query}`, staff.headers);
      return response.json().data.results.map((release: { id: number }) => release.id);
    };
    expect(await queue('')).toEqual(expect.arrayContaining([ofFirst, ofSecond]));
    expect(await queue(`&company_id=${first.companyId}`)).toEqual([ofFirst]);
    expect(await queue(`&company_id=${second.companyId}`)).toEqual([ofSecond]);
    const invalid = await api.send('GET', '/api/ops/releases?company_id=abc', staff.headers);
    expect(invalid.statusCode).toBe(400);
  });

  it('keeps track numbers unique on submit', async () => {
    const owner = await t.factories.buildSignedInUser();
    const id = await api.completeRelease(owner.headers, 2);
    const detail = (await api.send('GET', `/api/v2/release/album/id/${id}`, owner.headers)).json().data;
    await api.send('PUT', `/api/v2/release/track/id/${detail.tracks[1].id}`, owner.headers, {
      ...completeTrack(1),
      title: 'Lain',
    });
    const submit = await api.send('PATCH', `/api/v2/release/album/id/${id}`, owner.headers, { status: 'on_progress' });
    expect(submit.json().errors).toEqual({ 'tracks.1.track_number': 'release.track.number.duplicate' });
  });
});
