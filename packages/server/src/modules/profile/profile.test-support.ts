import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Mail, Mailer } from '../../lib/mailer.ts';

// Shared by the profile, admin, media and white-label tests (not a test file itself).

/** A solid-colour test image of the given size and format. */
export function makeImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body with one `file` part, as a browser's FormData would send it. */
export function fileForm(content: Buffer | string, filename: string, type: string): FormData {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
}

/** Every file under `<dataDir>/media`, as paths relative to it. */
export function storedMedia(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A mailer that keeps what it is asked to send, for tests to read. */
export function captureMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
    close: () => {},
  };
}

/** The X-Authorization header of a token. */
export const auth = (token: string) => ({ 'x-authorization': `Bearer ${token}` });
