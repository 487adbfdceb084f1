import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (the mails' way out in tests). */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${String(port)}`,
    /** The mails received for one address, parsed (headers, subject, text and HTML parts). */
    async mailsTo(address: string): Promise<ParsedMail[]> {
      const mine = received.filter((mail) => mail.to.includes(address.toLowerCase()));
      return Promise.all(mine.map((mail) => simpleParser(mail.raw)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
