import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the test SMTP server drops messages; tests read it back. Same path in every worker. */
export function mailDir(port: number | string): string {
  return path.join(os.tmpdir(), `citybook-e2e-mail-${port}`);
}

/** A real SMTP server on loopback that writes each message as JSON into `dir`. */
export async function startMailCatcher(dir: string): Promise<{ url: string; close: () => void }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString(),
        };
        writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(message));
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

/** Decodes the quoted-printable soft breaks and escapes nodemailer may use for the body. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message to `address`, waiting for it to arrive. */
export async function readMail(dir: string, address: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const message = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
        to: string[];
        raw: string;
      };
      if (message.to.includes(address.toLowerCase())) return decodeQuotedPrintable(message.raw);
    }
    if (Date.now() > deadline) throw new Error(`No mail for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
