/**
 * Issue 27 finding 5: a client trickling its request a byte at a time held a socket forever
 * (Fastify's requestTimeout and connectionTimeout were 0). The real app listens on an ephemeral
 * port with short timeouts, and a raw socket plays the slow client. Node's own timers close the
 * socket, so this test runs on real time (fake timers cannot drive the HTTP server's checks); it
 * asserts what happened, not how long it took.
 */
import { connect, type Socket } from 'node:net';
import { AppApi } from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const testApp = useTestApp({
  config: { REQUEST_TIMEOUT_SECONDS: '2', KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
});

const BYTE_EVERY_MS = 500;
/** The declared body: at a byte every half second it would take 50 s to arrive. */
const BODY_LENGTH = 100;

interface Ended {
  /** What the server wrote before it closed the socket. */
  answer: string;
  /** Body bytes the client had sent by then. */
  bytesSent: number;
}

/** Resolves when the server closes the socket, with what it answered. */
function whenClosed(socket: Socket, sent: () => number): Promise<Ended> {
  return new Promise((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, bytesSent: sent() }));
  });
}

describe('slow clients', () => {
  let port = 0;
  beforeAll(async () => {
    const { app } = testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('closes a request whose body arrives a byte at a time once the request timeout passes', async () => {
    const socket = connect(port, '127.0.0.1');
    let bytesSent = 0;
    const closed = whenClosed(socket, () => bytesSent);
    socket.write(
      `POST ${AppApi.reportClientError.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${BODY_LENGTH}\r\n\r\n`,
    );
    const trickle = setInterval(() => {
      if (socket.writable && bytesSent < BODY_LENGTH) {
        socket.write(' ');
        bytesSent += 1;
      }
    }, BYTE_EVERY_MS);
    try {
      const { answer, bytesSent: sent } = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(sent).toBeLessThan(BODY_LENGTH);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 20_000);

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = whenClosed(socket, () => 0);
    socket.write(
      `GET ${AppApi.health.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`,
    );
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nkeep-alive: timeout=1\r\n/i);
  }, 20_000);
});
