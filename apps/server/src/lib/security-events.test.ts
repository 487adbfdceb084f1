import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSecurityEvent } from './security-events.ts';

function capture(): { log: FastifyBaseLogger; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const { log } = Fastify({ logger: { level: 'info', stream } });
  return {
    log,
    lines: () =>
      chunks
        .flatMap((text) => text.trim().split('\n'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('logSecurityEvent', () => {
  it('writes one structured line with the event name and detail', () => {
    const { log, lines } = capture();
    logSecurityEvent(log, 'password.changed', { userId: 7 });
    expect(lines()).toEqual([
      expect.objectContaining({ securityEvent: 'password.changed', userId: 7, level: 30 }),
    ]);
  });

  it('logs refusals and failures as warnings', () => {
    const { log, lines } = capture();
    logSecurityEvent(log, 'login.failed', { reason: 'wrongPassword' });
    expect(lines()[0]).toMatchObject({ securityEvent: 'login.failed', level: 40 });
  });
});
