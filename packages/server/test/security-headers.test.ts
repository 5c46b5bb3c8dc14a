import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'irama-headers-'));
let https: TestApp;
let http: TestApp;
let google: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>');
  https = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://portal.irama.test' });
  http = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'http://localhost:8080' });
  google = await createTestApp({
    WEB_DIST: webDist,
    GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
    ANALYTICS_ID: 'G-TEST',
    MEDIA_URL: 'https://media.irama.test/',
  });
});
afterAll(async () => {
  await Promise.all([https.close(), http.close(), google.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('sends the page a policy with no inline script, never framed, with nosniff and a referrer policy', async () => {
    for (const url of ['/login', '/api/health', '/api/nothing']) {
      const response = await https.app.inject({ method: 'GET', url });
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends HSTS only when the public URL is https', async () => {
    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it("allows Google's sign-in and tag scripts, and another media host, only when they are configured", async () => {
    const policy = directivesOf(
      (await google.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://accounts.google.com',
      'https://www.googletagmanager.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://accounts.google.com']);
    expect(policy.get('connect-src')).toContain('https://media.irama.test');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    const plain = directivesOf(
      (await http.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy'],
    );
    expect(plain.get('frame-src')).toEqual(["'none'"]);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
  });

  it("keeps a route's own stricter policy", async () => {
    const owner = await https.factories.buildSignedInUser();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart(png, 'a.png', 'image/png');
    const uploaded = await https.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const file = await https.app.inject({ method: 'GET', url: new URL(uploaded.json().data.url, 'http://x').pathname });
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
