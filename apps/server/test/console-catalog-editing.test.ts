import { CatalogConsoleApi, categoryListSchema, ErrorCode } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryEditors,
  franchisorEditors,
  merchantEditors,
  merchantGrid,
} from '../src/modules/catalog/index.ts';
import { auditRows, context, refusal, setting } from './helpers/console-catalog.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('OPERATOR-10 editing rules', () => {
  it('refuses a save over someone else’s (409 editConflict) and writes nothing', async () => {
    const { form } = await setting(testApp().db);
    const created = await merchantEditors.create(context(testApp().db), form);
    const first = await merchantEditors.update(context(testApp().db), created.id, {
      ...form,
      city: 'Round Rock',
      revision: created.revision,
    });
    const stale = await refusal(
      merchantEditors.update(context(testApp().db), created.id, {
        ...form,
        city: 'Pflugerville',
        revision: created.revision,
      }),
    );
    expect(stale).toEqual({ status: 409, code: ErrorCode.editConflict });
    expect((await merchantEditors.open(testApp().db, created.id)).city).toBe('Round Rock');
    expect((await auditRows(testApp().db, 'merchant', created.id)).length).toBe(2);
    expect(first.revision).toBe(2);
    // Two saves of the same revision at once: exactly one wins.
    const results = await Promise.allSettled(
      ['Leander', 'Cedar Park'].map((city) =>
        merchantEditors.update(context(testApp().db), created.id, { ...form, city, revision: 2 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await auditRows(testApp().db, 'merchant', created.id)).length).toBe(3);
  });

  it('refuses a slug another row has, on the slug field', async () => {
    const { form } = await setting(testApp().db);
    const created = await merchantEditors.create(context(testApp().db), form);
    expect(await refusal(merchantEditors.create(context(testApp().db), { ...form }))).toEqual({
      status: 409,
      code: ErrorCode.slugTaken,
    });
    expect(CatalogConsoleApi.createMerchant.errors).toContainEqual(
      expect.objectContaining({ code: ErrorCode.slugTaken, field: 'slug' }),
    );
    const other = await merchantEditors.create(context(testApp().db), {
      ...form,
      slug: `${form.slug}-2`,
    });
    expect(
      await refusal(
        merchantEditors.update(context(testApp().db), other.id, {
          ...form,
          revision: other.revision,
        }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.slugTaken });
    // Its own slug is no conflict.
    await merchantEditors.update(context(testApp().db), created.id, { ...form, revision: 1 });
  });

  it('refuses a merchant in a missing or retired market, category or franchise, on its field', async () => {
    const { form, t } = await setting(testApp().db);
    expect(
      await refusal(merchantEditors.create(context(testApp().db), { ...form, marketId: 999_999 })),
    ).toEqual({ status: 422, code: ErrorCode.invalidMarket });
    expect(
      await refusal(
        merchantEditors.create(context(testApp().db), { ...form, categoryId: 999_999 }),
      ),
    ).toEqual({ status: 422, code: ErrorCode.invalidCategory });
    const franchise = await franchisorEditors.create(context(testApp().db), {
      slug: `franchise-${t}`,
      title: `Franchise ${t}`,
    });
    await franchisorEditors.setRetired(context(testApp().db), franchise.id, {
      retired: true,
      revision: 1,
    });
    expect(
      await refusal(
        merchantEditors.create(context(testApp().db), { ...form, franchisorId: franchise.id }),
      ),
    ).toEqual({ status: 422, code: ErrorCode.invalidFranchisor });
  });

  it('retires a category or franchise only once members see none of its merchants', async () => {
    const { form, category, t } = await setting(testApp().db);
    const franchise = await franchisorEditors.create(context(testApp().db), {
      slug: `franchise-${t}`,
      title: `Franchise ${t}`,
    });
    const merchant = await merchantEditors.create(context(testApp().db), {
      ...form,
      franchisorId: franchise.id,
    });
    expect(
      await refusal(
        categoryEditors.setRetired(context(testApp().db), category.id, {
          retired: true,
          revision: 1,
        }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.stillInUse });
    expect(
      await refusal(
        franchisorEditors.setRetired(context(testApp().db), franchise.id, {
          retired: true,
          revision: 1,
        }),
      ),
    ).toEqual({ status: 409, code: ErrorCode.stillInUse });
    await merchantEditors.setRetired(context(testApp().db), merchant.id, {
      retired: true,
      revision: 1,
    });
    const retired = await categoryEditors.setRetired(context(testApp().db), category.id, {
      retired: true,
      revision: 1,
    });
    expect(retired.retiredAt).not.toBeNull();
    const categories = categoryListSchema.parse(
      (
        await testApp().app.inject({
          method: 'GET',
          url: `/api/category/getall/${String(form.marketId)}`,
        })
      ).json(),
    );
    expect(categories.map((c) => c.id)).not.toContain(category.id);
    // A merchant comes back only into a live category.
    expect(
      await refusal(
        merchantEditors.setRetired(context(testApp().db), merchant.id, {
          retired: false,
          revision: 2,
        }),
      ),
    ).toEqual({ status: 422, code: ErrorCode.invalidCategory });
  });

  it('keeps blank optional fields as none and shows them blank', async () => {
    const { form } = await setting(testApp().db);
    const created = await merchantEditors.create(context(testApp().db), { ...form, telephone: '' });
    const row = await testApp()
      .db.selectFrom('merchant')
      .select(['telephone', 'address2', 'facebook_url'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ telephone: null, address2: null, facebook_url: null });
    expect(created).toMatchObject({ telephone: '', address2: '', facebookUrl: '' });
  });
});

describe('OPERATOR-9 the merchant grid', () => {
  it('filters by text, market and retired, sorts and pages on the server', async () => {
    const { market, form, t } = await setting(testApp().db);
    const names = ['Delta Deli', 'alpha Bakery', 'Charlie Books', 'Bravo 100% Burgers'];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const created = await merchantEditors.create(context(testApp().db), {
        ...form,
        slug: `${form.slug}-${String(index)}`,
        title: `${name} ${t}`,
      });
      ids.push(created.id);
    }
    await merchantEditors.setRetired(context(testApp().db), ids[0]!, {
      retired: true,
      revision: 1,
    });
    const base = {
      page: 1,
      pageSize: 2,
      sort: 'title',
      direction: 'asc',
      marketId: market.id,
      retired: 'all',
    } as const;
    const first = await merchantGrid(testApp().db, base);
    expect(first.total).toBe(4);
    expect(first.rows.map((row) => row.title)).toEqual([
      `alpha Bakery ${t}`,
      `Bravo 100% Burgers ${t}`,
    ]);
    expect(first.rows[0]).toMatchObject({ marketTitle: market.title, retired: false });
    const second = await merchantGrid(testApp().db, { ...base, page: 2 });
    expect(second.rows.map((row) => row.title)).toEqual([`Charlie Books ${t}`, `Delta Deli ${t}`]);
    const live = await merchantGrid(testApp().db, { ...base, pageSize: 25, retired: 'live' });
    expect(live.total).toBe(3);
    const retired = await merchantGrid(testApp().db, { ...base, pageSize: 25, retired: 'retired' });
    expect(retired.rows.map((row) => row.id)).toEqual([ids[0]]);
    // Text matches any part, case ignored; % is a character, not a wildcard.
    const text = await merchantGrid(testApp().db, { ...base, filter: 'CHARLIE' });
    expect(text.rows.map((row) => row.id)).toEqual([ids[2]]);
    const percent = await merchantGrid(testApp().db, { ...base, filter: '0%' });
    expect(percent.rows.map((row) => row.id)).toEqual([ids[3]]);
    const descending = await merchantGrid(testApp().db, {
      ...base,
      pageSize: 25,
      direction: 'desc',
    });
    expect(descending.rows[0]?.id).toBe(ids[0]);
  });
});
