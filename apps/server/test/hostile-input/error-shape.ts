import { apiErrorSchema } from '@citybook/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** Never a 5xx, and a refusal is exactly the contract's `{code, message}` JSON. */
export function expectErrorShape(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  expect(
    z.strictObject(apiErrorSchema.shape).safeParse(body).success,
    `${what}: ${response.body}`,
  ).toBe(true);
}
