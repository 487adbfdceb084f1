import { randomUUID } from 'node:crypto';
import { categoryIconPath, type MerchantForm } from '@citybook/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import type { EditContext } from '../../src/lib/edited-rows.ts';
import { HttpError } from '../../src/lib/http-error.ts';
import { categoryEditors } from '../../src/modules/catalog/index.ts';
import { marketEditors } from '../../src/modules/market/index.ts';

/** OPERATOR-9…11's service tests: an editor's context, a market and category of their own. */

export const editor = { staffId: 7, email: 'editor@example.test' };

export function context(db: Kysely<DB>, now = new Date()): EditContext {
  return { db, actor: editor, requestId: `req-${randomUUID()}`, now };
}

export const tag = () => randomUUID().slice(0, 8);

/** A refusal of the service: its status, code and the field the contract shows it on. */
export async function refusal(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => expect.fail('the call was not refused'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw error;
  return { status: error.statusCode, code: error.code };
}

export async function auditRows(db: Kysely<DB>, objectType: string, objectId: number) {
  return db
    .selectFrom('staff_audit')
    .selectAll()
    .where('object_type', '=', objectType)
    .where('object_id', '=', String(objectId))
    .orderBy('id')
    .execute();
}

/** A live market and category of their own, and the form of a merchant in them. */
export async function setting(db: Kysely<DB>) {
  const t = tag();
  const market = await marketEditors.create(context(db), {
    slug: `market-${t}`,
    title: `Market ${t}`,
    latitude: 30.27,
    longitude: -97.74,
    radiusMiles: 20,
    timeZone: 'America/Chicago',
  });
  const category = await categoryEditors.create(context(db), {
    slug: `category-${t}`,
    title: `Category ${t}`,
    icon: categoryIconPath('dining'),
    sortOrder: 5,
  });
  const form: MerchantForm = {
    slug: `merchant-${t}`,
    title: `Zanzibar Grill ${t}`,
    marketId: market.id,
    categoryId: category.id,
    franchisorId: null,
    latitude: 30.27,
    longitude: -97.74,
    address1: '100 Congress Ave',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    telephone: '(512) 555-0100',
    website: 'https://zanzibar.example',
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    appStoreUrl: '',
    playStoreUrl: '',
  };
  return { t, market, category, form };
}
