import fs from 'node:fs';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/support/mail-receiver.ts';
import { createTestApp, useTestAppWithMail } from '../../../test/support/test-app.ts';
import { hashToken } from '../../lib/tokens.ts';

const { t, mail } = useTestAppWithMail({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });

function forgotPassword(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
}

function resetPassword(token: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/client', payload: { email, password } });
}

/** Asks for a reset of `email` and returns the token of the link that arrives. */
async function mailedResetToken(email: string): Promise<string> {
  const since = mail.messages.length;
  expect((await forgotPassword(email)).statusCode).toBe(202);
  const token = linkIn(await mail.waitFor(email, since), '/reset-password').searchParams.get('token');
  if (!token) throw new Error('the reset link has no token');
  return token;
}

async function resetTokensOf(userId: number) {
  return t.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', userId).execute();
}

describe('POST /api/auth/forgot-password', () => {
  it('answers a known and an unknown email with the same 202 and body', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const known = await forgotPassword(user.email);
    const unknown = await forgotPassword('nobody-here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { accepted: true } });
    expect(unknown.body).toBe(known.body);
    await mail.waitFor(user.email);
  });

  it('mails a link on PUBLIC_URL even when the request names another Host', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId, { language: 'en' });
    const since = mail.messages.length;
    const response = await forgotPassword(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.statusCode).toBe(202);
    const message = await mail.waitFor(user.email, since);
    const link = linkIn(message, '/reset-password');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.origin).toBe('https://portal.irama.test');
    expect(message.raw).not.toContain('evil.example');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('writes the mail in the user language', async () => {
    const companyId = await t.factories.buildCompany();
    const english = await t.factories.buildUser(companyId, { language: 'en' });
    const indonesian = await t.factories.buildUser(companyId, { language: 'id' });
    await forgotPassword(english.email);
    await forgotPassword(indonesian.email);
    expect((await mail.waitFor(english.email)).subject).toBe('Reset your Irama password');
    const message = await mail.waitFor(indonesian.email);
    expect(message.subject).toBe('Atur ulang kata sandi Irama Anda');
    expect(message.text).toContain('dalam 60 menit');
  });

  it('keeps only the hash of a token that is valid for 60 minutes', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId);
    const before = Date.now();
    const token = await mailedResetToken(user.email);
    const [row] = await resetTokensOf(user.id);
    expect(row?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = Date.parse(row?.expires_at ?? '') - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('stores no token for a disabled user', async () => {
    const companyId = await t.factories.buildCompany();
    const user = await t.factories.buildUser(companyId, { isDisabled: true });
    expect((await forgotPassword(user.email)).statusCode).toBe(202);
    expect(await resetTokensOf(user.id)).toEqual([]);
  });

  it('rejects a malformed email with its message key', async () => {
    const response = await forgotPassword('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'validation.email.invalid' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password from the mailed link and ends every session of the user', async () => {
    const { email, headers } = await t.factories.buildSignedInUser();
    const secondToken = await t.factories.signIn(email);
    const token = await mailedResetToken(email);

    const response = await resetPassword(token, 'Brand-new-secret-7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    for (const sessionHeaders of [headers, { 'x-authorization': `Bearer ${secondToken}` }]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: sessionHeaders });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('auth.session_expired');
    }
    expect((await signIn(email, 'Correct-horse-42')).statusCode).toBe(401);
    const fresh = await signIn(email, 'Brand-new-secret-7');
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a link used once already with auth.reset_token_invalid', async () => {
    const { email } = await t.factories.buildSignedInUser();
    const token = await mailedResetToken(email);
    expect((await resetPassword(token, 'First-new-secret-1')).statusCode).toBe(200);
    const again = await resetPassword(token, 'Second-new-secret-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.reset_token_invalid');
    expect((await signIn(email, 'First-new-secret-1')).statusCode).toBe(200);
  });

  it('refuses an expired link with auth.reset_token_invalid and keeps the password', async () => {
    const { id, email } = await t.factories.buildSignedInUser();
    const token = await mailedResetToken(email);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    const response = await resetPassword(token, 'Too-late-secret-3');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.reset_token_invalid');
    expect((await signIn(email, 'Correct-horse-42')).statusCode).toBe(200);
  });

  it('refuses an unknown token with auth.reset_token_invalid', async () => {
    const response = await resetPassword('made-up-token', 'Whatever-secret-4');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth.reset_token_invalid');
  });

  it('makes the other outstanding links of the user useless once one is used', async () => {
    const { email } = await t.factories.buildSignedInUser();
    const older = await mailedResetToken(email);
    const newer = await mailedResetToken(email);
    expect((await resetPassword(newer, 'Newest-secret-55')).statusCode).toBe(200);
    expect((await resetPassword(older, 'Older-secret-66')).json().code).toBe('auth.reset_token_invalid');
  });

  it('rejects a new password shorter than 8 characters with its message key, keeping the token', async () => {
    const { email } = await t.factories.buildSignedInUser();
    const token = await mailedResetToken(email);
    const response = await resetPassword(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: 'validation.password.too_short' });
    expect((await resetPassword(token, 'Long-enough-secret-8')).statusCode).toBe(200);
  });
});

describe('where the reset link is recorded', () => {
  function capturedLog() {
    const lines: string[] = [];
    const logStream: DestinationStream = { write: (line: string) => lines.push(line) };
    return { lines, logStream };
  }

  /** Undoes the quoted-printable soft breaks and `=` escapes of an .eml body. */
  const unfold = (eml: string) => eml.replace(/=\r?\n/g, '').replaceAll('=3D', '=');

  /** Waits until a fully written .eml in `folder` contains `text`, and returns it. */
  async function waitForMailFile(folder: string, text: string): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const [name] = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      const eml = name ? unfold(fs.readFileSync(path.join(folder, name), 'utf8')) : '';
      if (eml.includes(text)) return eml;
      if (Date.now() > deadline) throw new Error(`no mail file with ${text} in ${folder}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('without SMTP_URL, writes the mail as an .eml file in DATA_DIR/mail and logs the link at info level', async () => {
    const { lines, logStream } = capturedLog();
    const local = await createTestApp({ LOG_LEVEL: 'info' }, {}, { logStream });
    try {
      const companyId = await local.factories.buildCompany();
      const user = await local.factories.buildUser(companyId);
      await local.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const logged = lines
        .map((line) => JSON.parse(line) as { msg?: string; level?: number; link?: string })
        .find((entry) => entry.msg === 'password reset link mailed');
      expect(logged?.level).toBe(30);
      expect(logged?.link).toMatch(/^https:\/\/portal\.irama\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const eml = await waitForMailFile(path.join(local.config.dataDir, 'mail'), logged?.link ?? 'no link');
      expect(eml).toContain(`To: ${user.email}`);
    } finally {
      await local.close();
    }
  });

  it('with SMTP_URL, keeps the token out of the log', async () => {
    const { lines, logStream } = capturedLog();
    const smtp = await createTestApp({ LOG_LEVEL: 'info', SMTP_URL: mail.url }, {}, { logStream });
    try {
      const companyId = await smtp.factories.buildCompany();
      const user = await smtp.factories.buildUser(companyId);
      const since = mail.messages.length;
      await smtp.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      const token = linkIn(await mail.waitFor(user.email, since), '/reset-password').searchParams.get('token');
      expect(lines.some((line) => line.includes('password reset link mailed'))).toBe(true);
      expect(token).toBeTruthy();
      expect(lines.join('\n')).not.toContain(token ?? 'no token');
    } finally {
      await smtp.close();
    }
  });
});
