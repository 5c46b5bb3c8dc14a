import { addDays, type ReleaseFile, todayInWib, toUploadedFile } from '@irama/contracts';
import sharp from 'sharp';
import { multipart } from '../../../../test/support/multipart.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { writeWav } from '../files/testing/wav-writer.ts';

let cover: Promise<Buffer> | undefined;
/** A real 3000×3000 JPEG (solid colour, a few kB). */
export function coverJpeg(): Promise<Buffer> {
  cover ??= sharp({ create: { width: 3000, height: 3000, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .jpeg({ quality: 60 })
    .toBuffer();
  return cover;
}

/** A mono 44.1 kHz / 16-bit WAV of silence. */
export function wavOf(seconds: number, sampleRate = 44_100): Buffer {
  return writeWav({ sampleRate, bitDepth: 16, channels: 1, frames: Math.round(seconds * sampleRate) });
}

/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A release date far enough ahead to submit today. */
export const releaseDate = () => addDays(todayInWib(new Date()), 14);

type Headers = Record<string, string>;

/** Small API helpers over a test app. */
export function releaseApi(t: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    send,
    async upload(headers: Headers, type: string, bytes: Uint8Array, filename: string) {
      const body = multipart(bytes, filename);
      return t.app.inject({
        method: 'POST',
        url: `/api/v2/release/fileupload?type=${type}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    /** Uploads a file and answers the stored file, with its signed URLs. */
    async uploadFile(headers: Headers, type: string, bytes: Uint8Array, filename: string) {
      const response = await this.upload(headers, type, bytes, filename);
      if (response.statusCode !== 201) throw new Error(`upload ${type} failed: ${response.body}`);
      return (response.json() as { data: ReleaseFile }).data;
    },
    /** Uploads a file and answers it as release bodies refer to it. */
    async uploadOk(headers: Headers, type: string, bytes: Uint8Array, filename: string) {
      return toUploadedFile(await this.uploadFile(headers, type, bytes, filename));
    },
    /** A release with complete album data and `trackCount` complete tracks, still a draft. */
    async completeRelease(headers: Headers, trackCount = 2, files: { cover?: Buffer; audioSeconds?: number } = {}) {
      const coverFile = await this.uploadOk(headers, 'cover', files.cover ?? (await coverJpeg()), 'cover.jpg');
      const letter = await this.uploadOk(headers, 'letter', PDF, 'surat.pdf');
      const album = await send('POST', '/api/v2/release/album', headers, {
        release_type: trackCount > 1 ? 'album' : 'single',
        title: 'Senja di Jakarta',
        artists: [{ name: 'Nadia Putri', role: 'main' }],
        release_date: releaseDate(),
        label: 'Irama Records',
        asset_label: 'Irama Records',
        cover_art: coverFile,
        platforms: ['spotify', 'apple_music'],
        statement_letter: letter,
      });
      if (album.statusCode !== 201) throw new Error(`album failed: ${album.body}`);
      const releaseId = (album.json() as { data: { id: number } }).data.id;
      for (let number = 1; number <= trackCount; number += 1) {
        const audio = await this.uploadOk(headers, 'audio', wavOf(files.audioSeconds ?? 16), `lagu-${number}.wav`);
        const clip = await send('POST', '/api/v2/release/audiotrim', headers, {
          file_id: audio.file_id,
          start_seconds: 0.5,
          duration_seconds: 15,
        });
        const track = await send('POST', '/api/v2/release/track', headers, {
          release_id: releaseId,
          ...completeTrack(number),
          audio,
          clip: toUploadedFile(clip.json().data),
        });
        if (track.statusCode !== 201) throw new Error(`track failed: ${track.body}`);
      }
      return releaseId;
    },
  };
}

/** Every required track field except the files. */
export function completeTrack(number: number) {
  return {
    title: `Lagu Nomor ${number}`,
    track_number: number,
    artists: [{ name: 'Nadia Putri', role: 'main' }],
    composer_first_name: 'Nadia',
    composer_last_name: 'Putri',
    isrc: `IDA012600${String(number).padStart(3, '0')}`,
    genre: 'pop',
    region: 'id',
    language: 'id',
    lyrics: 'Di ujung senja aku menunggu',
    performer_contributors: [{ name: 'Nadia Putri', role: 'Vocals' }],
    production_contributors: [{ name: 'Bayu Aji', role: 'Producer' }],
  };
}

/** A distributor staff member, signed in. */
export async function signInStaff(t: TestApp) {
  const companyId = await t.factories.buildCompany({ isDistributor: true });
  const user = await t.factories.buildUser(companyId, { role: 'staff' });
  const token = await t.factories.signIn(user.email);
  return { headers: { 'x-authorization': `Bearer ${token}` } };
}
