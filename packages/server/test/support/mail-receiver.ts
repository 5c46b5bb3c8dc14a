import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; raw: string };

export type MailReceiver = {
  /** `SMTP_URL` for `createTestApp`. */
  url: string;
  /** Every message received so far. */
  messages: ReceivedMail[];
  /** The first message to `address` that arrives after `since` messages (waits up to 5 s). */
  waitFor(address: string, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Undoes quoted-printable: nodemailer uses it for text with long lines or non-ASCII letters. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, encoded: string) =>
    decodeQuotedPrintable(encoded.replaceAll('_', ' ')),
  );
}

/** Reads a single-part text message as nodemailer writes it. */
function parseMessage(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: decodeHeader(header('Subject')), text, raw };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for mail round-trip tests. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        messages.push(parseMessage(Buffer.concat(chunks).toString('latin1'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, since = 0) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = messages.slice(since).find((message) => message.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose path is `pathname`, whatever its origin. */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
  const link = links.find((candidate) => candidate.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in: ${mail.text}`);
  return link;
}
