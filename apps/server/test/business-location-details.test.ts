import {
  CatalogApi,
  CatalogBusinessApi,
  ErrorCode,
  LocationDetailsText,
  type LocationDetails,
  type Merchant,
} from '@citybook/contract';
import { replacePathParams } from '@citybook/contract/endpoint';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInBusinessPerson, twoLocationsAndTheirAdmin } from './helpers/business.ts';
import { staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-8: a merchant admin keeps their location's phone, website and photos up to date; the
 * change is live for members at once and audited, and refused for anyone else's location.
 */

const testApp = useTestApp();

let admin: { cookie: string; accountId: number; email: string };
let counter: string;
let otherAdmin: string;
let locations: { mine: number; theirs: number };

const urlOf = (path: string, merchantId: number) =>
  replacePathParams(path, () => String(merchantId));
const detailsOf = async (cookie: string, merchantId = locations.mine) =>
  staffCall(
    testApp().app,
    'GET',
    urlOf(CatalogBusinessApi.getLocationDetails.path, merchantId),
    cookie,
  );
const myDetails = async () => {
  const response = await detailsOf(admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LocationDetails>();
};
const saveContact = (cookie: string, merchantId: number, body: unknown) =>
  staffCall(
    testApp().app,
    'PUT',
    urlOf(CatalogBusinessApi.updateLocationContact.path, merchantId),
    cookie,
    body,
  );
const setPhotos = (cookie: string, merchantId: number, body: unknown) =>
  staffCall(
    testApp().app,
    'PUT',
    urlOf(CatalogBusinessApi.setLocationPhotos.path, merchantId),
    cookie,
    body,
  );
const addPhoto = (cookie: string, merchantId: number, revision: number, bytes: Buffer) =>
  testApp().app.inject({
    method: 'POST',
    url: `${urlOf(CatalogBusinessApi.addLocationPhoto.path, merchantId)}?revision=${String(revision)}`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: bytes,
  });
const memberView = async (merchantId = locations.mine) => {
  const response = await testApp().app.inject({
    method: 'GET',
    url: urlOf(CatalogApi.getMerchant.path, merchantId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Merchant>();
};

/** A picture of its own colour, so no two uploads are the same file. */
function picture(): Promise<Buffer> {
  const colour = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="#${colour}"/><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const auditOf = (objectType: string, objectId: number) =>
  testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();

async function uploadCount() {
  const rows = await testApp()
    .db.selectFrom('staff_audit')
    .select('id')
    .where('action', '=', 'media.upload')
    .execute();
  return rows.length;
}

async function merchantRow(merchantId: number) {
  return testApp()
    .db.selectFrom('merchant')
    .select(['telephone', 'website', 'revision'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ({ locations, admin, counter } = await twoLocationsAndTheirAdmin(testApp()));
  otherAdmin = (await signedInBusinessPerson(testApp(), 'merchantAdmin', [locations.theirs]))
    .cookie;
});

describe('MERCHANT-8 a merchant admin edits their location’s phone and website', () => {
  it('saves them, audited with the admin as the actor, and members see them at once', async () => {
    const before = await myDetails();
    const response = await saveContact(admin.cookie, locations.mine, {
      telephone: '(512) 555-0142',
      website: 'https://mine.example.com',
      revision: before.revision,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LocationDetails>()).toMatchObject({
      merchantId: locations.mine,
      telephone: '(512) 555-0142',
      website: 'https://mine.example.com',
      revision: before.revision + 1,
    });
    expect(await memberView()).toMatchObject({
      telephone: '(512) 555-0142',
      website: 'https://mine.example.com',
    });
    const audit = (await auditOf('merchant', locations.mine)).at(-1);
    expect(audit).toMatchObject({
      action: 'merchant.update',
      staff_id: admin.accountId,
      staff_email: admin.email,
    });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ telephone: '(512) 555-0142' });
  });

  it('refuses the console form’s invalid phone on its field, and writes nothing', async () => {
    const before = await myDetails();
    const response = await saveContact(admin.cookie, locations.mine, {
      telephone: '555',
      website: '',
      revision: before.revision,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter a 10-digit US phone number.');
    expect((await merchantRow(locations.mine)).revision).toBe(before.revision);
  });

  it('refuses a save over a revision someone saved since (409), and writes nothing', async () => {
    const opened = await myDetails();
    const first = await saveContact(admin.cookie, locations.mine, {
      telephone: '',
      website: 'https://first.example.com',
      revision: opened.revision,
    });
    expect(first.statusCode, first.body).toBe(200);
    const auditRows = (await auditOf('merchant', locations.mine)).length;
    const stale = await saveContact(admin.cookie, locations.mine, {
      telephone: '(512) 555-0199',
      website: 'https://stale.example.com',
      revision: opened.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.editConflict });
    expect(await merchantRow(locations.mine)).toMatchObject({
      telephone: null,
      website: 'https://first.example.com',
    });
    expect(await auditOf('merchant', locations.mine)).toHaveLength(auditRows);
  });

  it('refuses another organisation’s location and counter staff (403), and writes nothing', async () => {
    const theirs = await merchantRow(locations.theirs);
    const auditRows = (await auditOf('merchant', locations.theirs)).length;
    const body = { telephone: '', website: 'https://evil.example.com', revision: theirs.revision };
    expect((await saveContact(admin.cookie, locations.theirs, body)).statusCode).toBe(403);
    expect((await detailsOf(admin.cookie, locations.theirs)).statusCode).toBe(403);
    expect((await saveContact(counter, locations.mine, body)).statusCode).toBe(403);
    expect((await detailsOf(counter)).statusCode).toBe(403);
    expect((await detailsOf(otherAdmin)).statusCode).toBe(403);
    expect(await merchantRow(locations.theirs)).toEqual(theirs);
    expect(await auditOf('merchant', locations.theirs)).toHaveLength(auditRows);
  });
});

describe('MERCHANT-8 a merchant admin manages their location’s photos', () => {
  it('adds, reorders and removes photos; members see each change at once; all audited', async () => {
    const start = await myDetails();
    const added = await addPhoto(admin.cookie, locations.mine, start.revision, await picture());
    expect(added.statusCode, added.body).toBe(200);
    const one = added.json<LocationDetails>();
    expect(one.photos).toHaveLength(start.photos.length + 1);
    expect(one.revision).toBe(start.revision + 1);
    const second = await addPhoto(admin.cookie, locations.mine, one.revision, await picture());
    expect(second.statusCode, second.body).toBe(200);
    const two = second.json<LocationDetails>();
    const [a, b] = two.photos.slice(-2).map((photo) => photo);
    expect((await memberView()).photos?.slice(-2)).toEqual([a!.sizes, b!.sizes]);

    const reordered = await setPhotos(admin.cookie, locations.mine, {
      mediaIds: [b!.id, a!.id],
      revision: two.revision,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await memberView()).photos).toEqual([b!.sizes, a!.sizes]);

    const removed = await setPhotos(admin.cookie, locations.mine, {
      mediaIds: [a!.id],
      revision: reordered.json<LocationDetails>().revision,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await memberView()).photos).toEqual([a!.sizes]);

    const actions = (await auditOf('merchant', locations.mine))
      .filter((row) => row.action === 'merchant.photos.set')
      .slice(-4);
    expect(actions).toHaveLength(4);
    for (const row of actions)
      expect(row).toMatchObject({ staff_id: admin.accountId, staff_email: admin.email });
    expect(JSON.parse(actions.at(-1)!.after_json!)).toEqual({ photoMediaIds: [a!.id] });
    const uploads = await testApp()
      .db.selectFrom('staff_audit')
      .select('staff_id')
      .where('action', '=', 'media.upload')
      .where('object_id', 'in', [String(a!.id), String(b!.id)])
      .execute();
    expect(uploads).toEqual([{ staff_id: admin.accountId }, { staff_id: admin.accountId }]);
  });

  it('refuses a stale photo save (409) and a photo that is not the location’s (400)', async () => {
    const opened = await myDetails();
    const stale = await setPhotos(admin.cookie, locations.mine, {
      mediaIds: [],
      revision: opened.revision - 1,
    });
    expect(stale.statusCode).toBe(409);
    const staleUpload = await addPhoto(
      admin.cookie,
      locations.mine,
      opened.revision - 1,
      await picture(),
    );
    expect(staleUpload.statusCode).toBe(409);
    const foreign = await setPhotos(admin.cookie, locations.mine, {
      mediaIds: [...opened.photos.map((photo) => photo.id), 999_999],
      revision: opened.revision,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: ErrorCode.validation,
      message: LocationDetailsText.notThisLocationsPhoto,
    });
    expect(await myDetails()).toEqual(opened);
  });

  it('refuses photos of another organisation’s location and counter staff (403)', async () => {
    const theirs = await merchantRow(locations.theirs);
    const uploads = await uploadCount();
    const refused = [
      await addPhoto(admin.cookie, locations.theirs, theirs.revision, await picture()),
      await addPhoto(counter, locations.mine, (await myDetails()).revision, await picture()),
      await setPhotos(admin.cookie, locations.theirs, { mediaIds: [], revision: theirs.revision }),
      await setPhotos(counter, locations.mine, { mediaIds: [], revision: 1 }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await merchantRow(locations.theirs)).toEqual(theirs);
    expect(await uploadCount()).toBe(uploads);
  });
});
