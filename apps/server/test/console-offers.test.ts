import {
  ActivationApi,
  CatalogApi,
  CatalogConsoleApi,
  categoryIconPath,
  ErrorCode,
  merchantListSchema,
  merchantSchema,
  offerEditorSchema,
  offerGridPageSchema,
  profileSchema,
  redemptionListSchema,
  searchResultListSchema,
  RedemptionApi,
  RedemptionDataType,
  urlOf,
  type OfferEditor,
} from '@citybook/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aMerchantForm } from './factories/catalog.ts';
import { createCodes, createEdition } from './factories/edition.ts';
import { loggedInMember } from './helpers/member.ts';
import { getJson, postJson } from './helpers/session.ts';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

/*
 * OPERATOR-10's offer editor over HTTP with real staff sessions: the form's rules on their
 * fields, editions of the merchant's market (OPERATOR-13), two editors, retiring without losing
 * a redemption, the audit log (OPERATOR-8), and members seeing each change at their next load
 * (OPERATOR-11, CATALOG-24).
 */

const testApp = useTestApp();
const tag = () => randomUUID().slice(0, 8);

async function ok(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<unknown> {
  const response = await staffCall(testApp().app, method, url, cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A market, category and merchant made through the console, and an edition of the market. */
async function setting(cookie: string) {
  const t = tag();
  const market = (await ok(cookie, 'POST', '/api/console/markets', {
    slug: `offers-${t}`,
    title: `Offers ${t}`,
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 20,
    timeZone: 'America/Chicago',
  })) as { id: number };
  const category = (await ok(cookie, 'POST', '/api/console/categories', {
    slug: `offers-${t}`,
    title: `Offers ${t}`,
    icon: categoryIconPath('dining'),
    sortOrder: 1,
  })) as { id: number };
  const merchant = (await ok(
    cookie,
    'POST',
    CatalogConsoleApi.createMerchant.path,
    aMerchantForm({
      slug: `offers-merchant-${t}`,
      title: `Offers Merchant ${t}`,
      marketId: market.id,
      categoryId: category.id,
    }),
  )) as { id: number; revision: number };
  const edition = await createEdition(testApp().db, { marketId: market.id });
  const form = {
    slug: `offer-${t}`,
    merchantId: merchant.id,
    editionId: edition.id,
    title: `Two tacos for one ${t}`,
    exclusion: 'One per table.',
    redemptionDataTypeCode: RedemptionDataType.text,
    redemptionData: 'TACO2',
    savings: 7.5,
    sortOrder: 0,
    rules: { days: ['mon', 'tue'], hours: { from: '11:00', to: '15:00' } },
  };
  return { t, market, category, merchant, edition, form };
}

const offerUrl = (offerId: number) => urlOf(CatalogConsoleApi.updateOffer, { params: { offerId } });

const categoryList = (marketId: number, categoryId: number) =>
  urlOf(CatalogApi.getMerchantsInCategory, {
    query: {
      marketId,
      categoryId,
      latitude: 30.27,
      longitude: -97.74,
      limit: undefined,
      shared: 'true',
    },
  });

/** What a member's next load shows: the category list's offers and ETag, and the merchant page's. */
async function memberSees(marketId: number, categoryId: number, merchantId: number) {
  const { app } = testApp();
  const list = await app.inject({ method: 'GET', url: categoryList(marketId, categoryId) });
  expect(list.statusCode, list.body).toBe(200);
  const page = await app.inject({
    method: 'GET',
    url: urlOf(CatalogApi.getMerchant, { params: { id: merchantId }, query: {} }),
  });
  expect(page.statusCode, page.body).toBe(200);
  const listed = merchantListSchema.parse(list.json());
  return {
    etag: String(list.headers.etag),
    list: listed.flatMap((merchant) => merchant.offers.map((offer) => offer.title)),
    page: merchantSchema.parse(page.json()).offers.map((offer) => offer.title),
  };
}

/** The merchants the market search finds by a word. */
async function searched(marketId: number, q: string) {
  const response = await testApp().app.inject({
    method: 'GET',
    url: `/api/search?marketId=${String(marketId)}&q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultListSchema.parse(response.json()).map((result) => result.id);
}

async function auditOf(offerId: number) {
  return testApp()
    .db.selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', 'offer')
    .where('object_id', '=', String(offerId))
    .orderBy('id')
    .execute();
}

/** A member with an activated book. */
async function activatedMember() {
  const { app, db } = testApp();
  const { cookie } = await loggedInMember(testApp());
  const { codes } = await createCodes(db, { count: 1 });
  const profile = profileSchema.parse(
    (await postJson(app, ActivationApi.activate.path, { code: codes[0] }, cookie)).json(),
  );
  const voucherId = profile.activationVoucherId ?? expect.fail('an activation');
  return { cookie, voucherId };
}

function redeem(cookie: string, offerId: number, activationVoucherId: number) {
  return postJson(
    testApp().app,
    RedemptionApi.redeem.path,
    { offerId, activationVoucherId },
    cookie,
  );
}

describe('console offers: members see each change at their next load (OPERATOR-10, OPERATOR-11)', () => {
  it('an editor creates, edits, retires and brings back an offer; each write audited', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const { market, category, merchant, form } = await setting(editor.cookie);
    const before = await memberSees(market.id, category.id, merchant.id);
    expect(before.page).toEqual([]);

    const created = offerEditorSchema.parse(
      await ok(editor.cookie, 'POST', CatalogConsoleApi.createOffer.path, form),
    );
    expect(created).toMatchObject({
      revision: 1,
      retiredAt: null,
      merchantId: merchant.id,
      marketId: market.id,
      categoryId: category.id,
      savings: 7.5,
      rules: form.rules,
      redemptions: 0,
    });
    const afterCreate = await memberSees(market.id, category.id, merchant.id);
    expect(afterCreate.list).toEqual([form.title]);
    expect(afterCreate.page).toEqual([form.title]);
    expect(afterCreate.etag).not.toBe(before.etag);
    expect(await searched(market.id, 'tacos')).toEqual([merchant.id]);

    const renamed = `Three tacos for two ${tag()}`;
    const edited = offerEditorSchema.parse(
      await ok(editor.cookie, 'PUT', offerUrl(created.id), {
        ...form,
        title: renamed,
        savings: 9.25,
        rules: null,
        revision: created.revision,
      }),
    );
    expect(edited).toMatchObject({ revision: 2, title: renamed, savings: 9.25, rules: null });
    const afterEdit = await memberSees(market.id, category.id, merchant.id);
    expect(afterEdit.list).toEqual([renamed]);
    expect(afterEdit.page).toEqual([renamed]);
    expect(afterEdit.etag).not.toBe(afterCreate.etag);

    const retired = offerEditorSchema.parse(
      await ok(editor.cookie, 'PUT', `${offerUrl(created.id)}/retired`, {
        retired: true,
        revision: edited.revision,
      }),
    );
    expect(retired.retiredAt).not.toBeNull();
    const afterRetire = await memberSees(market.id, category.id, merchant.id);
    expect(afterRetire.page).toEqual([]);
    expect(afterRetire.list).toEqual([]);
    expect(afterRetire.etag).not.toBe(afterEdit.etag);
    // Nor does the search find the merchant by the retired offer's words.
    expect(await searched(market.id, 'tacos')).toEqual([]);

    const back = offerEditorSchema.parse(
      await ok(editor.cookie, 'PUT', `${offerUrl(created.id)}/retired`, {
        retired: false,
        revision: retired.revision,
      }),
    );
    expect(back.retiredAt).toBeNull();
    expect((await memberSees(market.id, category.id, merchant.id)).page).toEqual([renamed]);
    expect(await searched(market.id, 'tacos')).toEqual([merchant.id]);

    const audit = await auditOf(created.id);
    expect(audit.map((row) => [row.action, row.staff_id, row.staff_email])).toEqual([
      ['offer.create', editor.id, editor.email],
      ['offer.update', editor.id, editor.email],
      ['offer.retire', editor.id, editor.email],
      ['offer.unretire', editor.id, editor.email],
    ]);
    expect(audit.every((row) => row.request_id !== null)).toBe(true);
    expect(audit[0]?.before_json).toBeNull();
    expect(JSON.parse(audit[1]?.before_json ?? 'null')).toMatchObject({ title: form.title });
    expect(JSON.parse(audit[1]?.after_json ?? 'null')).toMatchObject({ title: renamed });
  });

  it('retiring a redeemed offer hides it and deletes nothing: the member’s history stays', async () => {
    const { db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { form } = await setting(editor.cookie);
    const offer = offerEditorSchema.parse(
      await ok(editor.cookie, 'POST', CatalogConsoleApi.createOffer.path, { ...form, rules: null }),
    );
    const member = await activatedMember();
    const redeemed = await redeem(member.cookie, offer.id, member.voucherId);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const opened = offerEditorSchema.parse(
      await ok(
        editor.cookie,
        'GET',
        urlOf(CatalogConsoleApi.getOfferEditor, { params: { offerId: offer.id } }),
      ),
    );
    expect(opened.redemptions).toBe(1);

    await ok(editor.cookie, 'PUT', `${offerUrl(offer.id)}/retired`, {
      retired: true,
      revision: opened.revision,
    });

    const row = await db
      .selectFrom('offer')
      .selectAll()
      .where('id', '=', offer.id)
      .executeTakeFirst();
    expect(row?.retired_at).not.toBeNull();
    const history = redemptionListSchema.parse(
      (await getJson(testApp().app, RedemptionApi.getRedemptions.path, member.cookie)).json(),
    );
    expect(history.map((entry) => [entry.offerId, entry.offerTitle, entry.savings])).toEqual([
      [offer.id, form.title, form.savings],
    ]);
    // Members can no longer redeem what they no longer see.
    const other = await activatedMember();
    const refused = await redeem(other.cookie, offer.id, other.voucherId);
    expect(refused.statusCode).toBe(404);
    const stillCounted = offerEditorSchema.parse(
      await ok(
        editor.cookie,
        'GET',
        urlOf(CatalogConsoleApi.getOfferEditor, { params: { offerId: offer.id } }),
      ),
    );
    expect(stillCounted.redemptions).toBe(1);
  });
});

describe('console offers: the form’s rules and references, on their fields (OPERATOR-10)', () => {
  it('refuses an edition of another market, a missing one, and a retired merchant', async () => {
    const { app, db } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { form, merchant } = await setting(editor.cookie);
    const elsewhere = await setting(editor.cookie);
    const path = CatalogConsoleApi.createOffer.path;

    const otherMarket = await staffCall(app, 'POST', path, editor.cookie, {
      ...form,
      editionId: elsewhere.edition.id,
    });
    expect(otherMarket.statusCode).toBe(422);
    expect(otherMarket.json()).toMatchObject({ code: ErrorCode.invalidEdition });
    expect(CatalogConsoleApi.createOffer.errors).toContainEqual(
      expect.objectContaining({ code: ErrorCode.invalidEdition, field: 'editionId' }),
    );
    const missing = await staffCall(app, 'POST', path, editor.cookie, {
      ...form,
      editionId: 999_999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: ErrorCode.invalidEdition });
    const noMerchant = await staffCall(app, 'POST', path, editor.cookie, {
      ...form,
      merchantId: 999_999,
    });
    expect(noMerchant.statusCode).toBe(422);
    expect(noMerchant.json()).toMatchObject({ code: ErrorCode.invalidMerchant });

    // A saved offer may not move to another market's edition either.
    const created = offerEditorSchema.parse(await ok(editor.cookie, 'POST', path, form));
    const moved = await staffCall(app, 'PUT', offerUrl(created.id), editor.cookie, {
      ...form,
      editionId: elsewhere.edition.id,
      revision: created.revision,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: ErrorCode.invalidEdition });

    await ok(
      editor.cookie,
      'PUT',
      `${urlOf(CatalogConsoleApi.updateMerchant, { params: { id: merchant.id } })}/retired`,
      {
        retired: true,
        revision: merchant.revision,
      },
    );
    const underRetired = await staffCall(app, 'POST', path, editor.cookie, {
      ...form,
      slug: `${form.slug}-2`,
    });
    expect(underRetired.statusCode).toBe(422);
    expect(underRetired.json()).toMatchObject({ code: ErrorCode.invalidMerchant });
    // Retired with its merchant gone, it is not brought back under it.
    await ok(editor.cookie, 'PUT', `${offerUrl(created.id)}/retired`, {
      retired: true,
      revision: created.revision,
    });
    const unretire = await staffCall(app, 'PUT', `${offerUrl(created.id)}/retired`, editor.cookie, {
      retired: false,
      revision: created.revision + 1,
    });
    expect(unretire.statusCode).toBe(422);
    expect(unretire.json()).toMatchObject({ code: ErrorCode.invalidMerchant });
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual([
      'offer.create',
      'offer.retire',
    ]);
    const count = await db
      .selectFrom('offer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', merchant.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers a taken slug on its field and a bad form with 400 naming the field', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { form } = await setting(editor.cookie);
    const path = CatalogConsoleApi.createOffer.path;
    await ok(editor.cookie, 'POST', path, form);
    const again = await staffCall(app, 'POST', path, editor.cookie, form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.slugTaken });

    const cases: [Record<string, unknown>, string][] = [
      [{ savings: -1 }, 'body.savings'],
      [{ savings: 1.005 }, 'body.savings'],
      [{ title: 'x'.repeat(201) }, 'body.title'],
      [{ exclusion: 'x'.repeat(2001) }, 'body.exclusion'],
      [{ redemptionDataTypeCode: 3 }, 'body.redemptionDataTypeCode'],
      [
        { redemptionDataTypeCode: RedemptionDataType.image, redemptionData: '/api/account/logout' },
        'body.redemptionData',
      ],
      [
        { redemptionDataTypeCode: RedemptionDataType.link, redemptionData: 'javascript:alert(1)' },
        'body.redemptionData',
      ],
      [{ rules: { hours: { from: '25:00', to: '10:00' } } }, 'body.rules.hours.from'],
      [{ rules: { days: ['mon', 'mon'] } }, 'body.rules.days'],
    ];
    for (const [change, field] of cases) {
      const bad = await staffCall(app, 'POST', path, editor.cookie, {
        ...form,
        slug: `${form.slug}-${tag()}`,
        ...change,
      });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      const body = bad.json<{ code: string; message: string }>();
      expect(body.code).toBe(ErrorCode.validation);
      expect(body.message.startsWith(`${field}:`), body.message).toBe(true);
    }
    // An image coupon of the app's own media, and a link coupon, are taken.
    for (const [code, data] of [
      [RedemptionDataType.image, '/media/coupons/taco.webp'],
      [RedemptionDataType.link, 'https://tacos.example/coupon'],
    ] as const) {
      await ok(editor.cookie, 'POST', path, {
        ...form,
        slug: `${form.slug}-${tag()}`,
        redemptionDataTypeCode: code,
        redemptionData: data,
      });
    }
  });

  it('refuses a save over someone else’s (409) and of two at once exactly one wins', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { form } = await setting(editor.cookie);
    const created = offerEditorSchema.parse(
      await ok(editor.cookie, 'POST', CatalogConsoleApi.createOffer.path, form),
    );
    const saves = await Promise.all(
      ['First', 'Second'].map((title) =>
        staffCall(app, 'PUT', offerUrl(created.id), editor.cookie, {
          ...form,
          title,
          revision: created.revision,
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    const lost = saves.find((save) => save.statusCode === 409);
    expect(lost?.json()).toMatchObject({ code: ErrorCode.editConflict });
    const won = offerEditorSchema.parse(saves.find((save) => save.statusCode === 200)?.json());
    const opened = offerEditorSchema.parse(
      await ok(
        editor.cookie,
        'GET',
        urlOf(CatalogConsoleApi.getOfferEditor, { params: { offerId: created.id } }),
      ),
    );
    expect(opened.title).toBe(won.title);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual([
      'offer.create',
      'offer.update',
    ]);
  });
});

describe('console offers: the grid and who may (OPERATOR-1, OPERATOR-9)', () => {
  it('filters by merchant, market, edition, retired and text; sorts and pages on the server', async () => {
    const editor = await signedInStaff(testApp(), 'editor');
    const one = await setting(editor.cookie);
    const two = await setting(editor.cookie);
    const path = CatalogConsoleApi.createOffer.path;
    const made: OfferEditor[] = [];
    for (const [place, title, savings] of [
      [one, 'Banana split', 4],
      [one, 'apple pie', 12],
      [two, 'Cherry tart', 8],
    ] as const) {
      made.push(
        offerEditorSchema.parse(
          await ok(editor.cookie, 'POST', path, {
            ...place.form,
            slug: `grid-${tag()}`,
            title: `${title} ${one.t}`,
            savings,
          }),
        ),
      );
    }
    const [banana, apple, cherry] = made as [OfferEditor, OfferEditor, OfferEditor];
    await ok(editor.cookie, 'PUT', `${offerUrl(banana.id)}/retired`, {
      retired: true,
      revision: banana.revision,
    });
    const grid = async (query: string) =>
      offerGridPageSchema.parse(
        await ok(editor.cookie, 'GET', `${CatalogConsoleApi.getOfferGrid.path}?${query}`),
      );
    const ids = async (query: string) => (await grid(query)).rows.map((row) => row.id);
    const text = `filter=${one.t}`;

    expect(await ids(`${text}&sort=title`)).toEqual([apple.id, banana.id, cherry.id]);
    expect(await ids(`${text}&sort=savings&direction=desc`)).toEqual([
      apple.id,
      cherry.id,
      banana.id,
    ]);
    expect(await ids(`${text}&marketId=${String(one.market.id)}&sort=title`)).toEqual([
      apple.id,
      banana.id,
    ]);
    expect(await ids(`merchantId=${String(two.merchant.id)}`)).toEqual([cherry.id]);
    expect(await ids(`editionId=${String(two.edition.id)}`)).toEqual([cherry.id]);
    expect(await ids(`${text}&retired=retired`)).toEqual([banana.id]);
    expect(await ids(`${text}&retired=live&sort=title`)).toEqual([apple.id, cherry.id]);
    // By merchant: one's merchant is named before two's only when its name sorts first.
    const byMerchant = await ids(`${text}&sort=merchant`);
    const oneFirst = one.t < two.t;
    expect(byMerchant.slice(oneFirst ? 2 : 0, oneFirst ? 3 : 1)).toEqual([cherry.id]);
    const paged = await grid(`${text}&sort=title&pageSize=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.rows).toEqual([
      expect.objectContaining({
        id: cherry.id,
        merchantId: two.merchant.id,
        marketId: two.market.id,
        editionId: two.edition.id,
        savings: 8,
        retired: false,
      }),
    ]);
    expect(paged.rows[0]?.editionName).toMatch(/^Test book/);
    // The last saved first (retiring is no save of the form).
    const last = await ids(`${text}&sort=updatedAt&direction=desc&pageSize=1`);
    expect(last).toEqual([cherry.id]);
  });

  it.each(['support', 'analyst'] as const)(
    'a %s reads the grid and the editor but may not write (403, nothing written)',
    async (role) => {
      const { app } = testApp();
      const editor = await signedInStaff(testApp(), 'editor');
      const { form } = await setting(editor.cookie);
      const offer = offerEditorSchema.parse(
        await ok(editor.cookie, 'POST', CatalogConsoleApi.createOffer.path, form),
      );
      const reader = await signedInStaff(testApp(), role);
      const grid = offerGridPageSchema.parse(
        await ok(
          reader.cookie,
          'GET',
          `${CatalogConsoleApi.getOfferGrid.path}?filter=${form.title}`,
        ),
      );
      expect(grid.rows.map((row) => row.id)).toEqual([offer.id]);
      const writes = [
        staffCall(app, 'POST', CatalogConsoleApi.createOffer.path, reader.cookie, {
          ...form,
          slug: `${form.slug}-reader`,
        }),
        staffCall(app, 'PUT', offerUrl(offer.id), reader.cookie, {
          ...form,
          title: 'Not allowed',
          revision: offer.revision,
        }),
        staffCall(app, 'PUT', `${offerUrl(offer.id)}/retired`, reader.cookie, {
          retired: true,
          revision: offer.revision,
        }),
      ];
      for (const write of await Promise.all(writes)) expect(write.statusCode, write.body).toBe(403);
      const after = offerEditorSchema.parse(
        await ok(
          reader.cookie,
          'GET',
          urlOf(CatalogConsoleApi.getOfferEditor, { params: { offerId: offer.id } }),
        ),
      );
      expect(after).toEqual(offer);
      expect((await auditOf(offer.id)).map((row) => row.action)).toEqual(['offer.create']);
    },
  );

  it('answers 401 to every offer endpoint without a staff session', async () => {
    const { app } = testApp();
    const editor = await signedInStaff(testApp(), 'editor');
    const { form } = await setting(editor.cookie);
    const offer = offerEditorSchema.parse(
      await ok(editor.cookie, 'POST', CatalogConsoleApi.createOffer.path, form),
    );
    const calls = [
      staffCall(app, 'GET', CatalogConsoleApi.getOfferGrid.path),
      staffCall(app, 'GET', offerUrl(offer.id)),
      staffCall(app, 'POST', CatalogConsoleApi.createOffer.path, undefined, {
        ...form,
        slug: `${form.slug}-anonymous`,
      }),
      staffCall(app, 'PUT', offerUrl(offer.id), undefined, { ...form, revision: 1 }),
      staffCall(app, 'PUT', `${offerUrl(offer.id)}/retired`, undefined, {
        retired: true,
        revision: 1,
      }),
    ];
    for (const call of await Promise.all(calls)) expect(call.statusCode).toBe(401);
    expect((await auditOf(offer.id)).map((row) => row.action)).toEqual(['offer.create']);
  });
});
