import type { Language } from '@irama/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../lib/mailer.ts';

type MailText = { subject: string; text: string };

const RESET: Record<Language, (link: string) => MailText> = {
  id: (link) => ({
    subject: 'Atur ulang kata sandi Irama Anda',
    text: [
      'Halo,',
      '',
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Irama Anda.',
      'Buka tautan ini dalam 60 menit untuk membuat kata sandi baru:',
      '',
      link,
      '',
      'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    ].join('\n'),
  }),
  en: (link) => ({
    subject: 'Reset your Irama password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your Irama account.',
      'Open this link within 60 minutes to choose a new password:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email; your password has not changed.',
    ].join('\n'),
  }),
};

const VERIFY: Record<Language, (link: string) => MailText> = {
  id: (link) => ({
    subject: 'Konfirmasi email pendaftaran Irama Anda',
    text: [
      'Halo,',
      '',
      'Terima kasih telah mendaftar di Irama. Buka tautan ini dalam 24 jam untuk mengonfirmasi',
      'email Anda dan mengaktifkan akun:',
      '',
      link,
      '',
      'Jika Anda tidak mendaftar, abaikan email ini.',
    ].join('\n'),
  }),
  en: (link) => ({
    subject: 'Confirm the email of your Irama sign-up',
    text: [
      'Hello,',
      '',
      'Thank you for signing up to Irama. Open this link within 24 hours to confirm your email',
      'and activate your account:',
      '',
      link,
      '',
      'If you did not sign up, ignore this email.',
    ].join('\n'),
  }),
};

const ALREADY_REGISTERED: Record<Language, (signInLink: string) => MailText> = {
  id: (signInLink) => ({
    subject: 'Anda sudah memiliki akun Irama',
    text: [
      'Halo,',
      '',
      'Seseorang mencoba mendaftar di Irama dengan email ini, tetapi email ini sudah memiliki akun.',
      'Jika itu Anda dan Anda lupa kata sandi, pilih "Lupa kata sandi" di halaman masuk:',
      '',
      signInLink,
      '',
      'Jika bukan Anda, abaikan email ini; akun Anda tidak berubah.',
    ].join('\n'),
  }),
  en: (signInLink) => ({
    subject: 'You already have an Irama account',
    text: [
      'Hello,',
      '',
      'Someone tried to sign up to Irama with this email, but it already has an account.',
      'If that was you and you forgot your password, choose "Forgot password" on the sign-in page:',
      '',
      signInLink,
      '',
      'If it was not you, ignore this email; your account has not changed.',
    ].join('\n'),
  }),
};

/** The password-reset mail with its single-use link. */
export function resetPasswordMail(to: string, language: Language, link: string): Mail {
  return { to, ...RESET[language](link) };
}

/** The sign-up confirmation mail with its single-use link. */
export function verifyEmailMail(to: string, language: Language, link: string): Mail {
  return { to, ...VERIFY[language](link) };
}

/** The note sent instead of a confirmation when the email already has an account. */
export function alreadyRegisteredMail(to: string, language: Language, signInLink: string): Mail {
  return { to, ...ALREADY_REGISTERED[language](signInLink) };
}

/**
 * Sends a mail without holding up the answer: how long an SMTP round trip takes must not tell
 * a caller whether an account exists, and a mail server that is down is logged, not shown.
 */
export function sendInBackground(mailer: Mailer, mail: Mail, log: FastifyBaseLogger): void {
  mailer.send(mail).catch((error: unknown) => {
    log.error({ err: error, subject: mail.subject }, 'sending mail failed');
  });
}
