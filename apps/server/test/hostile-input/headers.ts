import { GUEST_PASSWORD } from '@citybook/contract';
import fc from 'fast-check';
import { hostileString } from './hostile-values.ts';
import { oneIn } from './one-in.ts';
import { email, password } from './route-hints.ts';

// Headers: printable ASCII only (anything else never gets through an HTTP parser).
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const authorization = fc.oneof(
  fc
    .tuple(
      fc.oneof(email, hostileString),
      fc.oneof(password, fc.constant(GUEST_PASSWORD), hostileString),
    )
    .map(([user, secret]) => ({ basic: [user, secret] as const })),
  fc
    .constantFrom(
      'Basic',
      'Basic ',
      'Basic ====',
      'Basic %%%',
      `Basic ${'A'.repeat(9000)}`,
      'Bearer abc',
      `Basic ${Buffer.from(':').toString('base64')}`,
      `Basic ${Buffer.from('\u0000:\u0000').toString('base64')}`,
    )
    .map((raw) => ({ raw })),
  headerText.map((raw) => ({ raw })),
);

/** One header now and then: most requests should get past the same-origin and version checks. */
const rare = <T>(arbitrary: fc.Arbitrary<T>) => oneIn(12, arbitrary);

export const headerRecord = fc.record({
  authorization: oneIn(2, authorization),
  origin: rare(
    fc.oneof(
      fc.constantFrom(
        'http://localhost:80',
        'https://evil.example',
        'null',
        '',
        'http://localhost',
      ),
      headerText,
    ),
  ),
  'sec-fetch-site': rare(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'x')),
  'x-app-platform': rare(fc.oneof(fc.constantFrom('ios', 'android', 'IOS', 'web', ''), headerText)),
  'x-app-version': rare(
    fc.oneof(
      fc.constantFrom('0.0.1', '1.0.0', '99.0', '1.0.0-beta', '999999999999999999999.0.0', '1..2'),
      headerText,
    ),
  ),
  'accept-encoding': rare(fc.constantFrom('gzip', 'br', '*', 'br;q=0, gzip;q=0', 'x;q=2')),
  accept: rare(fc.constantFrom('application/json', 'text/html', '*/*', 'x/y;q=abc')),
  'x-request-id': rare(headerText),
  'x-forwarded-for': rare(headerText),
  'x-forwarded-proto': rare(fc.constantFrom('https', 'gopher', '')),
  'accept-language': rare(headerText),
  'if-none-match': rare(headerText),
  range: rare(fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=abc')),
});

export const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;',
      'application/json; charset=utf-16le',
      'application/json; charset=latin1',
      'application/json; charset="bogus"',
      'application/json, text/plain',
      'application/jsonp',
      'application/vnd.api+json',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
      '*/*',
    ),
  },
);
