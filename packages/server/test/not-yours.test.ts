import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpStaffRun } from '../src/modules/ingest/ingest.test-support.ts';
import { coverJpeg, PDF, releaseApi, signInStaff, wavOf } from '../src/modules/release/testing/release-test-kit.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();
const api = releaseApi(t);

type Headers = Record<string, string>;
type Answer = { status: number; code: unknown; errors: unknown };
const STATES = ['draft', 'ready', 'on_progress', 'rejected'] as const;
type State = (typeof STATES)[number];

/** What a client can tell answers apart by: status, problem code and field keys. */
async function answer(request: InjectOptions): Promise<Answer> {
  const response = await t.app.inject(request);
  const body = String(response.headers['content-type']).includes('json') ? response.json() : {};
  return { status: response.statusCode, code: body.code, errors: body.errors };
}

/** A well-formed file id (128 random bits, hex) that no upload has. */
const missingFileId = () => randomBytes(16).toString('hex');

/** A complete one-track release of the caller's company, moved to `state`. */
async function releaseIn(state: State, headers: Headers, staff: Headers) {
  const id = await api.completeRelease(headers, 1);
  if (state === 'ready' || state === 'on_progress' || state === 'rejected') {
    const to = state === 'ready' ? 'ready' : 'on_progress';
    const moved = await api.send('PATCH', `/api/v2/release/album/id/${id}`, headers, { status: to });
    if (moved.statusCode !== 200) throw new Error(`move to ${to} failed: ${moved.body}`);
  }
  if (state === 'rejected') {
    const rejected = await api.send('POST', `/api/ops/releases/${id}/status`, staff, {
      status: 'rejected',
      errors: { 'album.title': 'Judul salah' },
    });
    if (rejected.statusCode !== 200) throw new Error(`reject failed: ${rejected.body}`);
  }
  const detail = (await api.send('GET', `/api/v2/release/album/id/${id}`, headers)).json().data;
  return { id: id as number, trackId: detail.tracks[0].id as number, status: detail.status as string };
}

describe('another company’s file attached to one’s own release', () => {
  it('answers like a file that does not exist, in every state of the release', async () => {
    const staff = (await signInStaff(t)).headers;
    const a = await t.factories.buildSignedInUser();
    const b = await t.factories.buildSignedInUser();
    const theirCover = await api.uploadOk(b.headers, 'cover', await coverJpeg(), 'sampul.jpg');
    const theirAudio = await api.uploadOk(b.headers, 'audio', wavOf(16), 'lagu.wav');

    const answers: Answer[] = [];
    for (const state of STATES) {
      const own = await releaseIn(state, a.headers, staff);
      const attempts: [string, InjectOptions, InjectOptions][] = [
        [
          'cover on the album',
          albumPut(own.id, a.headers, { cover_art: theirCover }),
          albumPut(own.id, a.headers, { cover_art: { ...theirCover, file_id: missingFileId() } }),
        ],
        [
          'audio on the track',
          trackPut(own.trackId, a.headers, { audio: theirAudio }),
          trackPut(own.trackId, a.headers, { audio: { ...theirAudio, file_id: missingFileId() } }),
        ],
      ];
      for (const [what, theirs, missing] of attempts) {
        const foreign = await answer(theirs);
        expect(foreign, `${what}, ${state}`).toEqual(await answer(missing));
        answers.push(foreign);
      }
      const after = (await api.send('GET', `/api/v2/release/album/id/${own.id}`, a.headers)).json().data;
      expect(after.status, `${state} release left as it was`).toBe(own.status);
    }
    for (const seen of answers) {
      expect(seen).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(Object.values(seen.errors as object)).toEqual(['release.file.not_found']);
    }
  });
});

function albumPut(id: number, headers: Headers, payload: object): InjectOptions {
  return { method: 'PUT', url: `/api/v2/release/album/id/${id}`, headers, payload };
}

function trackPut(id: number, headers: Headers, payload: object): InjectOptions {
  return { method: 'PUT', url: `/api/v2/release/track/id/${id}`, headers, payload };
}

/** An id no row has, that still fits every id column of both engines. */
const MISSING = 2_000_000_000;

type Case = {
  name: string;
  /** The request with an id that is someone else's (or, for staff, one that exists). */
  theirs: InjectOptions;
  /** The same request with an id that does not exist. */
  missing: InjectOptions;
};

const request = (method: InjectOptions['method'], url: string, headers: Headers, payload?: object): InjectOptions => ({
  method,
  url,
  headers,
  ...(payload ? { payload } : {}),
});

describe('every id taken from a request', () => {
  it('answers “not yours” exactly like “not there”, whatever the state of what it is attached to', async () => {
    const { staff, form } = await setUpStaffRun(t);
    const a = await t.factories.buildSignedInUser();
    const b = await t.factories.buildSignedInUser();
    const theirAdmin = await t.factories.buildUser(b.companyId, { role: 'admin' });
    const theirFiles = {
      cover: await api.uploadOk(b.headers, 'cover', await coverJpeg(), 'sampul.jpg'),
      letter: await api.uploadOk(b.headers, 'letter', PDF, 'surat.pdf'),
      documentation: await api.uploadOk(b.headers, 'documentation', await coverJpeg(), 'foto.jpg'),
      audio: await api.uploadOk(b.headers, 'audio', wavOf(16), 'lagu.wav'),
    };
    const theirClip = (
      await api.send('POST', '/api/v2/release/audiotrim', b.headers, {
        file_id: theirFiles.audio.file_id,
        start_seconds: 0,
        duration_seconds: 15,
      })
    ).json().data;
    const theirArtist = (await api.send('POST', '/api/v2/release/artist', b.headers, { name: 'Tulus' })).json().data;
    const missingFile = <F extends { file_id: string }>(file: F) => ({ ...file, file_id: missingFileId() });
    const credit = (artistId: number) => [{ artist_id: String(artistId), role: 'main' }];

    const cases: Case[] = [];
    const add = (name: string, build: (id: number | string, which: 'theirs' | 'missing') => InjectOptions) => {
      cases.push({ name, theirs: build(0, 'theirs'), missing: build(0, 'missing') });
    };

    for (const state of STATES) {
      const theirs = await releaseIn(state, b.headers, staff.headers);
      const own = await releaseIn(state, a.headers, staff.headers);
      const release = (which: string) => (which === 'theirs' ? theirs.id : MISSING);
      const track = (which: string) => (which === 'theirs' ? theirs.trackId : MISSING);
      const file = <F extends { file_id: string }>(f: F, which: string) => (which === 'theirs' ? f : missingFile(f));
      const artist = (which: string) => credit(which === 'theirs' ? theirArtist.id : MISSING);
      const at = `(${state})`;
      add(`GET release ${at}`, (_, w) => request('GET', `/api/v2/release/album/id/${release(w)}`, a.headers));
      add(`PUT release ${at}`, (_, w) =>
        request('PUT', `/api/v2/release/album/id/${release(w)}`, a.headers, { title: 'x' }),
      );
      add(`PATCH release ${at}`, (_, w) =>
        request('PATCH', `/api/v2/release/album/id/${release(w)}`, a.headers, { status: 'on_progress' }),
      );
      add(`POST track to release ${at}`, (_, w) =>
        request('POST', '/api/v2/release/track', a.headers, { release_id: release(w), title: 'x' }),
      );
      add(`PUT track ${at}`, (_, w) =>
        request('PUT', `/api/v2/release/track/id/${track(w)}`, a.headers, { title: 'x' }),
      );
      add(`DELETE track ${at}`, (_, w) => request('DELETE', `/api/v2/release/track/id/${track(w)}`, a.headers));
      const album = (payload: (w: string) => object) => (_: unknown, w: 'theirs' | 'missing') =>
        request('PUT', `/api/v2/release/album/id/${own.id}`, a.headers, payload(w));
      const ownTrack = (payload: (w: string) => object) => (_: unknown, w: 'theirs' | 'missing') =>
        request('PUT', `/api/v2/release/track/id/${own.trackId}`, a.headers, payload(w));
      add(
        `cover on own release ${at}`,
        album((w) => ({ cover_art: file(theirFiles.cover, w) })),
      );
      add(
        `letter on own release ${at}`,
        album((w) => ({ statement_letter: file(theirFiles.letter, w) })),
      );
      add(
        `supporting document ${at}`,
        album((w) => ({ supporting_documents: [file(theirFiles.letter, w)] })),
      );
      add(
        `documentation ${at}`,
        album((w) => ({ documentation: [file(theirFiles.documentation, w)] })),
      );
      add(
        `album artist ${at}`,
        album((w) => ({ artists: artist(w) })),
      );
      add(
        `audio on own track ${at}`,
        ownTrack((w) => ({ audio: file(theirFiles.audio, w) })),
      );
      add(
        `clip on own track ${at}`,
        ownTrack((w) => ({ clip: file(theirClip, w) })),
      );
      add(
        `track artist ${at}`,
        ownTrack((w) => ({ artists: artist(w) })),
      );
      add(`new track with audio ${at}`, (_, w) =>
        request('POST', '/api/v2/release/track', a.headers, { release_id: own.id, audio: file(theirFiles.audio, w) }),
      );
    }
    add('new album with a cover', (_, w) =>
      request('POST', '/api/v2/release/album', a.headers, {
        cover_art: w === 'theirs' ? theirFiles.cover : missingFile(theirFiles.cover),
      }),
    );
    add('clip cut from audio', (_, w) =>
      request('POST', '/api/v2/release/audiotrim', a.headers, {
        file_id: w === 'theirs' ? theirFiles.audio.file_id : missingFileId(),
        start_seconds: 0,
        duration_seconds: 15,
      }),
    );
    const admin = (w: string) => (w === 'theirs' ? theirAdmin.id : MISSING);
    add('GET admin', (_, w) => request('GET', `/api/v2/profile/contact/id/${admin(w)}`, a.headers));
    add('PUT admin', (_, w) =>
      request('PUT', `/api/v2/profile/contact/id/${admin(w)}`, a.headers, { firstname: 'Dibajak' }),
    );
    add('PUT admin password', (_, w) =>
      request('PUT', `/api/v2/profile/changepassword/id/${admin(w)}`, a.headers, {
        new_password: 'Sandi-Baru-2026',
        repeat_password: 'Sandi-Baru-2026',
      }),
    );
    add('DELETE admin', (_, w) => request('DELETE', `/api/v2/profile/contact/id/${admin(w)}`, a.headers));

    // Staff see every company, so here "theirs" is an id that exists where the answer must not tell.
    const draft = await api.send('POST', '/api/v2/release/album', a.headers, { title: 'Belum dikirim' });
    add('DDEX of a release that has none', (_, w) =>
      request('GET', `/api/ops/releases/${w === 'theirs' ? draft.json().data.id : MISSING}/ddex`, staff.headers),
    );
    const empty = await t.factories.buildCompany();
    const queueOf = async (companyId: number) =>
      (await t.app.inject(request('GET', `/api/ops/releases?company_id=${companyId}`, staff.headers))).json();
    expect(await queueOf(MISSING), 'review queue of a company').toEqual(await queueOf(empty));
    const run = (
      await t.app.inject({ method: 'POST', url: '/api/ops/ingest', headers: staff.headers, payload: form() })
    ).json().data;
    const [row] = (
      await t.app.inject({ method: 'GET', url: `/api/ops/ingest/unmatched?run=${run.id}`, headers: staff.headers })
    ).json().data.results;
    const assignMissing = request('POST', `/api/ops/ingest/unmatched/${row.id}`, staff.headers, {
      action: 'assign',
      company_id: MISSING,
    });
    const whileOpen = await answer(assignMissing);
    await api.send('POST', `/api/ops/ingest/unmatched/${row.id}`, staff.headers, { action: 'not_ours' });
    expect(await answer(assignMissing), 'unknown company, open row and resolved row').toEqual(whileOpen);
    expect(whileOpen).toMatchObject({ status: 400, errors: { company_id: 'ingest.company.unknown' } });

    // One answer per place, whichever state the release it names or would be attached to is in.
    const byPlace = new Map<string, Answer>();
    for (const { name, theirs, missing } of cases) {
      const foreign = await answer(theirs);
      expect(foreign, name).toEqual(await answer(missing));
      expect(foreign.status, name).toBeGreaterThanOrEqual(400);
      const place = name.replace(/ \(\w+\)$/, '');
      expect(foreign, `${name} against the other states`).toEqual(byPlace.get(place) ?? foreign);
      byPlace.set(place, foreign);
    }
    const byName = async (name: string) => answer(cases.find((c) => c.name === name)?.theirs ?? {});
    expect(await byName('GET release (on_progress)')).toMatchObject({ status: 404, code: 'not_found' });
    expect(await byName('cover on own release (on_progress)')).toMatchObject({
      status: 400,
      errors: { cover_art: 'release.file.not_found' },
    });
    expect(await byName('track artist (rejected)')).toMatchObject({
      status: 400,
      errors: { 'artists.0.artist_id': 'release.artist.not_found' },
    });
    expect(await byName('PUT admin password')).toMatchObject({ status: 404, code: 'not_found' });
  });
});
