import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The first link in the newest mail to `to` whose URL contains `pathPart`. */
  waitForLink(to: string, pathPart: string, timeoutMs?: number): Promise<URL>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server in the test process that keeps every mail it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, decoded: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForLink(to, pathPart, timeoutMs = 15000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()) && m.decoded.includes(pathPart));
        const link = mail?.decoded.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`));
        if (link) return new URL(link[0].replace(/&amp;/g, '&'));
        if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${pathPart}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
