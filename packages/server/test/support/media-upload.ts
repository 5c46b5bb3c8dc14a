import type { TestApp } from './test-app.ts';

/** Uploads a small PDF through the media service as the signed-in user, and answers its URL. */
export async function uploadPdf(t: TestApp, headers: Record<string, string>, fileName: string): Promise<string> {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
    payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\r\n--b--\r\n`,
  });
  if (upload.statusCode !== 201) throw new Error(`the upload answered ${upload.statusCode}: ${upload.body}`);
  return (upload.json() as { data: { url: string } }).data.url;
}
