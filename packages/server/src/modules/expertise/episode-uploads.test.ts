import { beforeAll, describe, expect, it } from 'vitest';
import { useOwnerAndStaff, useTestApp } from '../../../test/support/test-app.ts';
import { resumableUpload } from '../../../test/support/tus-requests.ts';
import { buildCourse, mp4Bytes, WEBVTT_ID } from './expertise.test-support.ts';

const t = useTestApp();
const { owner, staff } = useOwnerAndStaff(t);
const colleague = { headers: {} as Record<string, string> };
const distributor = { isDistributor: true, features: [] };

beforeAll(async () => {
  const other = await t.factories.buildSignedInUser(distributor, { role: 'staff' });
  const { email } = await t.factories.buildUser(other.companyId, { role: 'staff' });
  colleague.headers = { 'x-authorization': `Bearer ${await t.factories.signIn(email)}` };
});

type Headers = Record<string, string>;
const attach = (headers: Headers, episodeId: number, kind: string, uploadId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/ops/expertise/episodes/${episodeId}/files/${kind}`,
    headers,
    payload: { upload_id: uploadId },
  });

async function newEpisode(): Promise<number> {
  const { episodeIds } = await buildCourse(t, staff.headers);
  return episodeIds[0] ?? 0;
}

describe('an episode video from a resumable upload', () => {
  it('fills the video slot with the finished upload, served byte for byte, and uses the upload up', async () => {
    const episode = await newEpisode();
    const video = mp4Bytes(10_000);
    const uploadId = await resumableUpload(t.app, staff.headers, video, 'course_video', 'pelajaran.mp4');
    const attached = await attach(staff.headers, episode, 'video', uploadId);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.files.video).toMatchObject({ mime: 'video/mp4', size: 10_000, name: 'pelajaran.mp4' });
    const url: string = attached.json().data.files.video.url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(video)).toBe(true);
    const again = await attach(staff.headers, await newEpisode(), 'video', uploadId);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a finished upload that is not a video with the multipart upload’s 415 and key', async () => {
    const episode = await newEpisode();
    const uploadId = await resumableUpload(t.app, staff.headers, WEBVTT_ID, 'course_video', 'video.mp4');
    const refused = await attach(staff.headers, episode, 'video', uploadId);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({
      code: 'unsupported_media_type',
      errors: { file: 'expertise.file.video.wrong_type' },
    });
  });

  it('takes one only for the video slot, made for course_video and finished', async () => {
    const episode = await newEpisode();
    const poster = await resumableUpload(t.app, staff.headers, mp4Bytes(), 'course_video', 'poster.png');
    const notVideoSlot = await attach(staff.headers, episode, 'poster', poster);
    expect(notVideoSlot.statusCode).toBe(400);
    expect(notVideoSlot.json().errors).toEqual({ upload_id: 'uploads.purpose_mismatch' });
    const support = await resumableUpload(t.app, staff.headers, mp4Bytes(), 'support_attachment', 'a.mp4');
    expect((await attach(staff.headers, episode, 'video', support)).json().errors).toEqual({
      upload_id: 'uploads.purpose_mismatch',
    });
    const half = await resumableUpload(t.app, staff.headers, mp4Bytes(8192), 'course_video', 'b.mp4', 4096);
    expect((await attach(staff.headers, episode, 'video', half)).json().errors).toEqual({
      upload_id: 'uploads.not_finished',
    });
    const blank = await attach(staff.headers, episode, 'video', '');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ upload_id: 'uploads.upload_id.required' });
  });

  it('answers another company’s or another staff user’s upload exactly like an unknown one', async () => {
    const episode = await newEpisode();
    const partners = await resumableUpload(t.app, owner.headers, mp4Bytes(), 'course_video', 'x.mp4');
    const colleagues = await resumableUpload(t.app, colleague.headers, mp4Bytes(), 'course_video', 'y.mp4');
    const unknown = await attach(staff.headers, episode, 'video', '0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    for (const uploadId of [partners, colleagues]) {
      const answer = await attach(staff.headers, episode, 'video', uploadId);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ ...unknown.json(), requestId: expect.any(String) });
    }
  });

  it('answers 404 for an unknown episode before the upload is touched, and 403 to a partner', async () => {
    const uploadId = await resumableUpload(t.app, staff.headers, mp4Bytes(), 'course_video', 'c.mp4');
    expect((await attach(staff.headers, 2_000_000_000, 'video', uploadId)).statusCode).toBe(404);
    expect((await attach(owner.headers, await newEpisode(), 'video', uploadId)).statusCode).toBe(403);
    expect((await attach(staff.headers, await newEpisode(), 'video', uploadId)).statusCode).toBe(200);
  });
});
