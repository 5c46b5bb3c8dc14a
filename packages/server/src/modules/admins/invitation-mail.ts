import type { Language } from '@irama/contracts';
import type { Mail } from '../../lib/mailer.ts';

/** How long an invitation's set-password link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The set-password link of an invitation; its origin is always PUBLIC_URL. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`;
}

/** The invitation mail to a new admin, in the inviting owner's language. */
export function invitationMail(input: {
  to: string;
  language: Language;
  inviterName: string;
  companyName: string;
  link: string;
}): Mail {
  const { inviterName, companyName, link } = input;
  if (input.language === 'en') {
    return {
      to: input.to,
      subject: `You are invited to manage ${companyName} on Irama`,
      text: [
        `${inviterName} has added you as an admin of ${companyName}.`,
        '',
        'Set your password to sign in (the link works for 7 days):',
        link,
        '',
        'If you did not expect this invitation, you can ignore this email.',
      ].join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `Anda diundang untuk mengelola ${companyName} di Irama`,
    text: [
      `${inviterName} telah menambahkan Anda sebagai admin ${companyName}.`,
      '',
      'Buat kata sandi Anda untuk masuk (tautan berlaku 7 hari):',
      link,
      '',
      'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    ].join('\n'),
  };
}
