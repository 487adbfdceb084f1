import fc from 'fast-check';

// Values no route expects: edge numbers, injections, control characters, broken URL bytes and JSON.

const nasty = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE app_user; --',
  '" OR ""="',
  '\\',
  '%',
  '%00',
  'a\u0000b',
  '\u0000',
  '\u202e\u0301',
  '\ud800',
  '😀👍🏽',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'x'.repeat(3000),
];

/** Text with a control character in it (PostgreSQL text cannot hold NUL at all). */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001f', '\u007f', '\u2028', '\ufeff'),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nasty) },
  { weight: 1, arbitrary: controlText },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1001, maxLength: 2100 }) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER,
    1e300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'admin'),
  fc.string({ maxLength: 12 }),
);

/** URL bytes as they come: broken escapes, encoded NUL, overlong UTF-8, dots and slashes. */
export const rawUrlPart = fc.constantFrom(
  '%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '..',
  '%2e%2e',
  '%2F',
  '.',
  '+',
);

/** Broken or odd JSON text. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{}garbage',
    '\ufeff{}',
    '{"a":1,"a":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `{"n":${'9'.repeat(400)}}`,
    `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  ),
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);
