import fc from 'fast-check';
import {
  hostileJson,
  hostileKey,
  hostileNumber,
  hostileString,
  rawUrlPart,
} from './hostile-values.ts';
import { oneIn } from './one-in.ts';
import { fill } from './placeholders.ts';
import { idText, type Fields } from './route-hints.ts';

// A route's fields as a JSON body, a query string or path parameters, some of them spoilt.

/** What becomes of one field: its value, nothing, raw URL bytes, or the key given twice. */
type Slot =
  | { kind: 'value'; value: unknown }
  | { kind: 'absent' }
  | { kind: 'raw'; text: string }
  | { kind: 'twice'; value: unknown };

const spoilt: fc.Arbitrary<Slot> = fc.oneof(
  { weight: 5, arbitrary: hostileJson.map((value) => ({ kind: 'value' as const, value })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'absent' as const }) },
  { weight: 1, arbitrary: rawUrlPart.map((text) => ({ kind: 'raw' as const, text })) },
  { weight: 1, arbitrary: hostileJson.map((value) => ({ kind: 'twice' as const, value })) },
);

/**
 * The route's fields with plausible values, of which none, one or two are spoilt: most inputs get
 * past the schema and reach the code behind it, the others probe the schema itself.
 */
function slotsOf(fields: Fields): fc.Arbitrary<[string, Slot][]> {
  const keys = Object.keys(fields);
  if (keys.length === 0) return fc.constant([]);
  return fc
    .tuple(
      fc.tuple(...keys.map((key) => fields[key] ?? hostileJson)),
      fc.uniqueArray(fc.nat(keys.length - 1), { maxLength: Math.min(2, keys.length) }),
      fc.tuple(spoilt, spoilt),
    )
    .map(([values, spoiltAt, spoils]) =>
      keys.map((key, index): [string, Slot] => {
        const at = spoiltAt.indexOf(index);
        return [key, at < 0 ? { kind: 'value', value: values[index] } : spoils[at as 0 | 1]];
      }),
    );
}

/** A JSON body from the route's fields, now and then with extra keys. */
export function objectOf(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(slotsOf(fields), oneIn(4, fc.dictionary(hostileKey, hostileJson, { maxKeys: 3 })))
    .map(([slots, extra]) => {
      const body: Record<string, unknown> = { ...(extra ?? {}) };
      for (const [key, slot] of slots) {
        if (slot.kind === 'value') body[key] = slot.value;
        if (slot.kind === 'raw') body[key] = slot.text;
        if (slot.kind === 'twice') body[key] = [slot.value, slot.value];
      }
      return body;
    });
}

/** Bytes of a URL component: mostly encoded, sometimes raw (broken escapes, slashes, dots). */
export function urlPart(value: unknown): string {
  const filled = fill(value);
  const text = typeof filled === 'string' ? filled : (JSON.stringify(filled) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as its UTF-8 bytes
  }
}

export const paramValue = (valid: fc.Arbitrary<string> = idText('marketId')) =>
  fc.oneof(
    { weight: 3, arbitrary: valid.map(urlPart) },
    { weight: 3, arbitrary: hostileString.map(urlPart) },
    { weight: 1, arbitrary: hostileNumber.map(urlPart) },
    { weight: 1, arbitrary: rawUrlPart },
  );

/** A query string from the route's fields, now and then with extra keys or a stray ending. */
export function queryOf(fields: Fields): fc.Arbitrary<string> {
  const extra = fc
    .tuple(hostileKey, hostileJson)
    .map(([key, value]) => `${urlPart(key)}=${urlPart(value)}`);
  return fc
    .tuple(
      slotsOf(fields),
      oneIn(3, fc.array(extra, { minLength: 1, maxLength: 2 })),
      oneIn(6, fc.constantFrom('&', '&&', '=', '#frag', '?')),
    )
    .map(([slots, more, tail]) => {
      const pairs = slots.flatMap(([key, slot]) => {
        if (slot.kind === 'absent') return [];
        if (slot.kind === 'raw') return [`${key}=${slot.text}`];
        const value = `${key}=${urlPart(slot.value)}`;
        return slot.kind === 'twice' ? [value, value] : [value];
      });
      const all = [...pairs, ...(more ?? [])];
      return all.length || tail ? `?${all.join('&')}${tail ?? ''}` : '';
    });
}
