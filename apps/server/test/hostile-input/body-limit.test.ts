import { Readable } from 'node:stream';
import { allEndpoints, ErrorCode, AccountApi } from '@citybook/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { databasePicture } from './database-picture.ts';
import { RUNS, SEED } from './fast-check-settings.ts';
import { ensureMember } from './identities.ts';
import { routesOf } from './routes.ts';
import { setUpHostileRun } from './set-up.ts';

const BODY_LIMIT = 64 * 1024;

// An app of its own: the generated requests use up the fixed per-minute limits of some routes.
const testApp = useTestApp();

describe('hostile input', () => {
  beforeAll(() => setUpHostileRun(testApp()));

  describe('the 64 KB body limit', () => {
    // An image upload (ADR 0033) and a catalogue import (OPERATOR-14) have limits of their own,
    // tested in catalog-media.test.ts and catalog-import-preview.test.ts.
    const ownLimits = new Set<string>(
      allEndpoints.flatMap((e) => (e.upload || e.bodyLimit ? [e.path] : [])),
    );
    // A one-click unsubscribe (RFC 8058) takes a form body; every other route JSON.
    const formRoutes = new Set<string>(allEndpoints.flatMap((e) => (e.form ? [e.path] : [])));
    const contentTypeOf = (path: string) =>
      formRoutes.has(path) ? 'application/x-www-form-urlencoded' : 'application/json';
    const postRoutes = () =>
      routesOf(testApp().app).filter(
        (route) => route.method === 'POST' && !ownLimits.has(route.path),
      );

    it('refuses a larger body on every POST route with 413 JSON and writes nothing', async () => {
      const { app, db } = testApp();
      const cookie = await ensureMember(testApp());
      const before = await databasePicture(db, { ignoreLoginCounters: false });
      const property = fc.asyncProperty(
        fc.constantFrom(...postRoutes()),
        fc.integer({ min: BODY_LIMIT + 1, max: 4 * BODY_LIMIT }),
        fc.boolean(),
        async (route, size, asJson) => {
          const filler = 'x'.repeat(size);
          const payload = asJson
            ? `${JSON.stringify({ filler })}`.slice(0, size - 2) + '"}'
            : filler;
          const url = route.path.replace(/:[^/]+/g, '1');
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': contentTypeOf(route.path), cookie },
            payload,
          });
          expect(response.statusCode, `${url} ${size}`).toBe(413);
          expect(response.json()).toEqual({
            code: ErrorCode.payloadTooLarge,
            message: expect.any(String),
          });
        },
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS * 2 });
      expect(await databasePicture(db, { ignoreLoginCounters: false })).toEqual(before);
    }, 60_000);

    it('counts bytes, not characters, and reads up to the limit itself', async () => {
      const { app } = testApp();
      const bodyOf = (text: string) =>
        app.inject({
          method: 'POST',
          url: AccountApi.forgotPassword.path,
          headers: { 'content-type': 'application/json' },
          payload: text,
        });
      const wrap = (fill: string) => `{"emailAddress":"${fill}"}`;
      const padding = BODY_LIMIT - wrap('').length;
      // Exactly at the limit the body is read (and refused by the schema for its length).
      expect((await bodyOf(wrap('x'.repeat(padding)))).statusCode).toBe(400);
      expect((await bodyOf(wrap('x'.repeat(padding + 1)))).statusCode).toBe(413);
      // Three bytes per character: under the limit in characters, over it in bytes.
      expect((await bodyOf(wrap('€'.repeat(Math.ceil(padding / 3) + 1)))).statusCode).toBe(413);
    });

    it('refuses a streamed body without Content-Length once it passes the limit', async () => {
      const { app } = testApp();
      const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4096, 0x20));
      const response = await app.inject({
        method: 'POST',
        url: AccountApi.forgotPassword.path,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from(chunks),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: ErrorCode.payloadTooLarge });
    });
  });
});
