import {
  ErrorCode,
  OfferChangeBusinessApi,
  OfferChangeConsoleApi,
  type OfferChangeRequest,
  type OfferChangeReview,
} from '@citybook/contract';
import { replacePathParams } from '@citybook/contract/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarketWithMerchants } from './factories/catalog.ts';
import { createEdition } from './factories/edition.ts';
import { signedInBusinessPerson } from './helpers/business.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * MERCHANT-9: a merchant admin asks for an offer's change; an editor approves it (the offer
 * changes, audited, over the revision reviewed) or refuses it with a reason the merchant sees.
 */

const testApp = useTestApp();

let admin: string;
let otherAdmin: string;
let editor: string;
let editorEmail: string;
const offers = { mine: 0, second: 0, theirs: 0 };

const send = (cookie: string, body: unknown) =>
  staffCall(
    testApp().app,
    'POST',
    OfferChangeBusinessApi.sendOfferChangeRequest.path,
    cookie,
    body,
  );
const requestsOf = async (cookie: string) => {
  const response = await staffCall(
    testApp().app,
    'GET',
    OfferChangeBusinessApi.getOfferChangeRequests.path,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ requests: OfferChangeRequest[] }>().requests;
};
const urlOf = (path: string, requestId: number) => replacePathParams(path, () => String(requestId));
const review = (requestId: number) =>
  staffCall(
    testApp().app,
    'GET',
    urlOf(OfferChangeConsoleApi.getOfferChangeReview.path, requestId),
    editor,
  );
const approve = (requestId: number, offerRevision: number) =>
  staffCall(
    testApp().app,
    'POST',
    urlOf(OfferChangeConsoleApi.approveOfferChange.path, requestId),
    editor,
    { offerRevision },
  );
const refuse = (requestId: number, reason: string) =>
  staffCall(
    testApp().app,
    'POST',
    urlOf(OfferChangeConsoleApi.refuseOfferChange.path, requestId),
    editor,
    { reason },
  );

async function offerRow(id: number) {
  return testApp()
    .db.selectFrom('offer')
    .select(['title', 'exclusion', 'revision'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function auditOf(objectType: string, objectId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .select(['action', 'staff_email'])
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
}

async function aRequest(offerId = offers.mine, title = 'Two coffees for one') {
  const response = await send(admin, {
    offerId,
    title,
    exclusion: '',
    message: 'Our espresso machine is back.',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferChangeRequest>();
}

beforeAll(async () => {
  const { db } = testApp();
  const austin = { latitude: 30.27, longitude: -97.74 };
  const market = await createMarketWithMerchants(db, austin, [
    { title: 'Mine Cafe', ...austin, offers: 2 },
    { title: 'Their Grill', ...austin },
  ]);
  const edition = await createEdition(db, { marketId: market.marketId });
  const rows = await db
    .selectFrom('offer')
    .select(['id', 'slug', 'merchant_id'])
    .where('slug', 'like', `${market.slug}-%`)
    .execute();
  const of = (slug: string) => rows.find((row) => row.slug === `${market.slug}-${slug}`)!;
  offers.mine = of('m0-o0').id;
  offers.second = of('m0-o1').id;
  offers.theirs = of('m1-o0').id;
  await db
    .updateTable('offer')
    .set({ edition_id: edition.id })
    .where('id', 'in', [offers.mine, offers.second, offers.theirs])
    .execute();
  admin = (await signedInBusinessPerson(testApp(), 'merchantAdmin', [of('m0-o0').merchant_id]))
    .cookie;
  otherAdmin = (await signedInBusinessPerson(testApp(), 'merchantAdmin', [of('m1-o0').merchant_id]))
    .cookie;
  const staff = await signedInStaff(testApp(), 'editor');
  editor = staff.cookie;
  editorEmail = staff.email;
});

describe('MERCHANT-9: offer change requests', () => {
  it('lists only the organisation’s offers', async () => {
    const response = await staffCall(
      testApp().app,
      'GET',
      OfferChangeBusinessApi.getBusinessOffers.path,
      admin,
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ offers: { id: number }[] }>().offers.map((offer) => offer.id);
    expect(ids.sort()).toEqual([offers.mine, offers.second].sort());
  });

  it('records a request, audited, without changing the offer; another’s offer is refused', async () => {
    const before = await offerRow(offers.mine);
    const sent = await aRequest();
    expect(sent).toMatchObject({
      offerId: offers.mine,
      merchantTitle: 'Mine Cafe',
      title: 'Two coffees for one',
      exclusion: null,
      state: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect(await offerRow(offers.mine)).toEqual(before);
    expect(await auditOf('offerChangeRequest', sent.id)).toEqual([
      { action: 'offerChangeRequest.create', staff_email: expect.stringContaining('@') as string },
    ]);

    const theirs = await send(admin, {
      offerId: offers.theirs,
      title: 'Free',
      exclusion: '',
      message: 'x',
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toMatchObject({ code: ErrorCode.invalidOffer });
    expect(await requestsOf(admin)).toHaveLength(1);
    const empty = await send(admin, {
      offerId: offers.mine,
      title: '',
      exclusion: '',
      message: 'x',
    });
    expect(empty.statusCode).toBe(400);

    // Each organisation sees its own requests only.
    expect((await requestsOf(admin)).map((request) => request.id)).toContain(sent.id);
    expect((await requestsOf(otherAdmin)).map((request) => request.id)).not.toContain(sent.id);
  });

  it('an editor approves: the offer changes over the revision reviewed, both audited, once', async () => {
    const sent = await aRequest(offers.second, 'Half-price pastries');
    const grid = await staffCall(
      testApp().app,
      'GET',
      `${OfferChangeConsoleApi.getOfferChangeGrid.path}?state=pending&filter=mine%20cafe`,
      editor,
    );
    expect(grid.statusCode, grid.body).toBe(200);
    const rows = grid.json<{ rows: { id: number; state: string; merchantTitle: string }[] }>().rows;
    expect(rows.map((row) => row.id)).toContain(sent.id);
    for (const row of rows)
      expect(row).toMatchObject({ state: 'pending', merchantTitle: 'Mine Cafe' });

    const opened = (await review(sent.id)).json<OfferChangeReview>();
    expect(opened.request).toMatchObject({ state: 'pending', title: 'Half-price pastries' });
    const before = await offerRow(offers.second);
    expect(opened.offer).toMatchObject({ id: offers.second, revision: before.revision });

    const approved = await approve(sent.id, opened.offer.revision);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<OfferChangeReview>().request).toMatchObject({
      state: 'approved',
      decidedBy: editorEmail,
    });
    expect(await offerRow(offers.second)).toEqual({
      title: 'Half-price pastries',
      exclusion: before.exclusion,
      revision: before.revision + 1,
    });
    expect((await auditOf('offer', offers.second)).map((row) => row.action)).toEqual([
      'offer.update',
    ]);
    expect(await auditOf('offerChangeRequest', sent.id)).toEqual([
      { action: 'offerChangeRequest.create', staff_email: expect.any(String) as string },
      { action: 'offerChangeRequest.approve', staff_email: editorEmail },
    ]);
    // Decided once: a second approval or a refusal is refused and changes nothing.
    expect((await approve(sent.id, before.revision + 1)).json()).toMatchObject({
      code: ErrorCode.changeRequestDecided,
    });
    expect((await refuse(sent.id, 'Too late')).statusCode).toBe(409);
    expect((await offerRow(offers.second)).revision).toBe(before.revision + 1);
    const seen = (await requestsOf(admin)).find((request) => request.id === sent.id);
    expect(seen).toMatchObject({ state: 'approved', reason: null });
  });

  it('a stale revision is refused and leaves the request pending and the offer as it was', async () => {
    const sent = await aRequest(offers.mine, 'Stale title');
    const { offer } = (await review(sent.id)).json<OfferChangeReview>();
    // Someone saves the offer after the review was opened.
    await testApp()
      .db.updateTable('offer')
      .set({ revision: offer.revision + 1 })
      .where('id', '=', offers.mine)
      .execute();
    const response = await approve(sent.id, offer.revision);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: ErrorCode.editConflict });
    expect((await review(sent.id)).json<OfferChangeReview>().request.state).toBe('pending');
    expect((await offerRow(offers.mine)).title).not.toBe('Stale title');
    expect(await auditOf('offerChangeRequest', sent.id)).toHaveLength(1);
  });

  it('an editor refuses with a reason the merchant sees; the offer does not change', async () => {
    const sent = await aRequest(offers.mine, 'Everything free');
    const before = await offerRow(offers.mine);
    const blank = await refuse(sent.id, '  ');
    expect(blank.statusCode).toBe(400);
    const refused = await refuse(sent.id, 'The book is printed: titles cannot change this year.');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await offerRow(offers.mine)).toEqual(before);
    expect((await requestsOf(admin)).find((request) => request.id === sent.id)).toMatchObject({
      state: 'refused',
      reason: 'The book is printed: titles cannot change this year.',
    });
    expect((await auditOf('offerChangeRequest', sent.id)).map((row) => row.action)).toEqual([
      'offerChangeRequest.create',
      'offerChangeRequest.refuse',
    ]);
  });

  it('an unknown request is 404', async () => {
    expect((await review(999_999)).statusCode).toBe(404);
    expect((await approve(999_999, 1)).statusCode).toBe(404);
  });
});
