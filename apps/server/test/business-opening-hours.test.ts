import {
  CatalogApi,
  CatalogBusinessApi,
  CatalogConsoleApi,
  ErrorCode,
  emptyOpeningHours,
  type LocationHours,
  type Merchant,
  type OpeningHours,
} from '@citybook/contract';
import { replacePathParams } from '@citybook/contract/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoLocationsAndTheirAdmin } from './helpers/business.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-14, CATALOG-26: a merchant admin sets their location's opening hours (the console's
 * editors too, through the same service); the change is audited, moves the catalogue version and
 * reaches members' merchant answers; anyone else's location is refused and nothing is written.
 */

const testApp = useTestApp();

let admin: { cookie: string; accountId: number; email: string };
let counter: string;
let editor: { cookie: string; id: number; email: string };
let support: string;
let locations: { mine: number; theirs: number };

const urlOf = (path: string, merchantId: number) =>
  replacePathParams(path, () => String(merchantId));
const businessHours = (cookie: string, merchantId = locations.mine) =>
  staffCall(
    testApp().app,
    'GET',
    urlOf(CatalogBusinessApi.getLocationHours.path, merchantId),
    cookie,
  );
const setBusinessHours = (cookie: string, merchantId: number, body: unknown) =>
  staffCall(
    testApp().app,
    'PUT',
    urlOf(CatalogBusinessApi.setLocationHours.path, merchantId),
    cookie,
    body,
  );
const consoleHours = (cookie: string, merchantId: number) =>
  staffCall(
    testApp().app,
    'GET',
    urlOf(CatalogConsoleApi.getMerchantHours.path, merchantId),
    cookie,
  );
const setConsoleHours = (cookie: string, merchantId: number, body: unknown) =>
  staffCall(
    testApp().app,
    'PUT',
    urlOf(CatalogConsoleApi.setMerchantHours.path, merchantId),
    cookie,
    body,
  );

async function myHours(): Promise<LocationHours> {
  const response = await businessHours(admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LocationHours>();
}

async function memberView(merchantId = locations.mine): Promise<Merchant> {
  const response = await testApp().app.inject({
    method: 'GET',
    url: urlOf(CatalogApi.getMerchant.path, merchantId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Merchant>();
}

const hoursAudit = (merchantId: number) =>
  testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', 'merchant.hours')
    .where('object_id', '=', String(merchantId))
    .orderBy('id')
    .execute();

async function catalogVersion(): Promise<number> {
  const row = await testApp()
    .db.selectFrom('catalog_version')
    .select('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** What is stored of a location: its revision and hours row. */
async function stored(merchantId: number) {
  const merchant = await testApp()
    .db.selectFrom('merchant')
    .select(['revision', 'updated_at'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const hours = await testApp()
    .db.selectFrom('merchant_hours')
    .select('hours_json')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return { ...merchant, hours: hours?.hours_json ?? null };
}

const weekdays = [
  { opens: '08:00', closes: '14:00' },
  { opens: '17:00', closes: '22:00' },
];
const schedule = (): OpeningHours => ({
  week: {
    ...emptyOpeningHours().week,
    mon: weekdays,
    tue: weekdays,
    // Given out of order: kept in order.
    fri: [
      { opens: '17:00', closes: '02:00' },
      { opens: '08:00', closes: '14:00' },
    ],
    sat: [{ opens: '10:00', closes: '02:00' }],
  },
  exceptions: [
    { date: '2099-11-26', note: 'Thanksgiving', spans: [] },
    // Past: dropped on save.
    { date: '2020-12-24', note: 'Christmas Eve', spans: [{ opens: '09:00', closes: '15:00' }] },
  ],
});

beforeAll(async () => {
  ({ locations, admin, counter } = await twoLocationsAndTheirAdmin(testApp()));
  editor = await signedInStaff(testApp(), 'editor');
  support = (await signedInStaff(testApp(), 'support')).cookie;
});

describe('MERCHANT-14 a merchant admin sets their location’s opening hours', () => {
  it('starts without hours, on the market’s clock, and members see none', async () => {
    const hours = await myHours();
    expect(hours).toMatchObject({
      merchantId: locations.mine,
      title: 'Mine',
      timeZone: 'America/Chicago',
      openingHours: null,
    });
    expect(hours.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await memberView()).not.toHaveProperty('openingHours');
  });

  it('saves them in order without past exceptions, audited, and members see them at once', async () => {
    const before = await myHours();
    const version = await catalogVersion();
    const response = await setBusinessHours(admin.cookie, locations.mine, {
      openingHours: schedule(),
      revision: before.revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<LocationHours>();
    const expected: OpeningHours = {
      week: {
        ...schedule().week,
        fri: [
          { opens: '08:00', closes: '14:00' },
          { opens: '17:00', closes: '02:00' },
        ],
      },
      exceptions: [{ date: '2099-11-26', note: 'Thanksgiving', spans: [] }],
    };
    expect(saved).toMatchObject({ revision: before.revision + 1, openingHours: expected });
    expect(await myHours()).toEqual(saved);
    expect(await catalogVersion()).toBeGreaterThan(version);
    expect((await memberView()).openingHours).toEqual(expected);

    const audit = (await hoursAudit(locations.mine)).at(-1);
    expect(audit).toMatchObject({
      staff_id: admin.accountId,
      staff_email: admin.email,
      object_type: 'merchant',
    });
    expect(JSON.parse(audit!.before_json!)).toEqual({ openingHours: null });
    expect(JSON.parse(audit!.after_json!)).toEqual({ openingHours: expected });
  });

  it('refuses invalid hours with the field’s path (400), and writes nothing', async () => {
    const before = await stored(locations.mine);
    const auditRows = (await hoursAudit(locations.mine)).length;
    const overlapping = schedule();
    overlapping.week.tue = [
      { opens: '08:00', closes: '14:00' },
      { opens: '13:00', closes: '18:00' },
    ];
    const cases: [OpeningHours, string][] = [
      [
        { ...schedule(), week: { ...schedule().week, wed: [{ opens: '9:00', closes: '17:00' }] } },
        'body.openingHours.week.wed.0.opens',
      ],
      [overlapping, 'body.openingHours.week.tue.1: these hours overlap'],
      [
        {
          ...schedule(),
          exceptions: [{ date: '2099-02-30', note: 'Leap', spans: [] }],
        },
        'body.openingHours.exceptions.0.date: not a day of the calendar',
      ],
      [
        { ...schedule(), exceptions: [{ date: '2099-12-25', note: 'x'.repeat(61), spans: [] }] },
        'body.openingHours.exceptions.0.note',
      ],
      [
        {
          ...schedule(),
          week: {
            ...schedule().week,
            thu: ['06', '09', '12', '15', '18'].map((h) => ({
              opens: `${h}:00`,
              closes: `${h}:30`,
            })),
          },
        },
        'body.openingHours.week.thu',
      ],
    ];
    for (const [openingHours, where] of cases) {
      const response = await setBusinessHours(admin.cookie, locations.mine, {
        openingHours,
        revision: before.revision,
      });
      expect(response.statusCode, where).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.validation });
      expect(response.json<{ message: string }>().message).toContain(where);
    }
    expect(await stored(locations.mine)).toEqual(before);
    expect(await hoursAudit(locations.mine)).toHaveLength(auditRows);
  });

  it('refuses a save over a revision someone saved since (409), and writes nothing', async () => {
    const opened = await myHours();
    const first = await setBusinessHours(admin.cookie, locations.mine, {
      openingHours: schedule(),
      revision: opened.revision,
    });
    expect(first.statusCode, first.body).toBe(200);
    const before = await stored(locations.mine);
    const stale = await setBusinessHours(admin.cookie, locations.mine, {
      openingHours: null,
      revision: opened.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.editConflict });
    expect(await stored(locations.mine)).toEqual(before);
  });

  it('refuses another organisation’s location and counter staff (403), and writes nothing', async () => {
    const theirs = await stored(locations.theirs);
    const version = await catalogVersion();
    const body = { openingHours: schedule(), revision: theirs.revision };
    expect((await setBusinessHours(admin.cookie, locations.theirs, body)).statusCode).toBe(403);
    expect((await businessHours(admin.cookie, locations.theirs)).statusCode).toBe(403);
    const mine = await stored(locations.mine);
    const counterSave = await setBusinessHours(counter, locations.mine, {
      openingHours: null,
      revision: mine.revision,
    });
    expect(counterSave.statusCode).toBe(403);
    expect((await businessHours(counter)).statusCode).toBe(403);
    expect(await stored(locations.theirs)).toEqual(theirs);
    expect(await stored(locations.mine)).toEqual(mine);
    expect(await hoursAudit(locations.theirs)).toHaveLength(0);
    expect(await catalogVersion()).toBe(version);
  });

  it('removes the hours with null: members see none again', async () => {
    const opened = await myHours();
    const response = await setBusinessHours(admin.cookie, locations.mine, {
      openingHours: null,
      revision: opened.revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LocationHours>().openingHours).toBeNull();
    expect((await stored(locations.mine)).hours).toBeNull();
    expect(await memberView()).not.toHaveProperty('openingHours');
  });
});

describe('MERCHANT-14 the console’s merchant editor edits the same hours', () => {
  it('an editor sets a location’s hours through the same service, audited as the editor', async () => {
    const opened = await consoleHours(editor.cookie, locations.theirs);
    expect(opened.statusCode, opened.body).toBe(200);
    const { revision } = opened.json<LocationHours>();
    const version = await catalogVersion();
    const response = await setConsoleHours(editor.cookie, locations.theirs, {
      openingHours: {
        ...emptyOpeningHours(),
        week: { ...emptyOpeningHours().week, sun: weekdays },
      },
      revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LocationHours>().revision).toBe(revision + 1);
    expect(await catalogVersion()).toBeGreaterThan(version);
    expect((await memberView(locations.theirs)).openingHours).toMatchObject({
      week: { sun: weekdays, mon: [] },
    });
    expect((await hoursAudit(locations.theirs)).at(-1)).toMatchObject({
      staff_id: editor.id,
      staff_email: editor.email,
    });
  });

  it('lets support read but not save (403, nothing written), and answers 404 for no merchant', async () => {
    const before = await stored(locations.theirs);
    expect((await consoleHours(support, locations.theirs)).statusCode).toBe(200);
    const refused = await setConsoleHours(support, locations.theirs, {
      openingHours: null,
      revision: before.revision,
    });
    expect(refused.statusCode).toBe(403);
    expect(await stored(locations.theirs)).toEqual(before);
    const missing = await consoleHours(editor.cookie, 987_654_321);
    expect(missing.statusCode).toBe(404);
  });
});
