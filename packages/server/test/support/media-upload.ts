import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Uploads a small PDF through the media service as the signed-in user, and answers its URL. */
export async function uploadPdf(t: TestApp, headers: Record<string, string>, fileName: string): Promise<string> {
  const form = multipart('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', fileName, 'application/pdf');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`the upload answered ${upload.statusCode}: ${upload.body}`);
  return (upload.json() as { data: { url: string } }).data.url;
}
