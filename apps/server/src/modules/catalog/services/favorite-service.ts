import { CatalogErrors, type FavoriteMerchant } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { merchantExists } from './merchant-service.ts';
import {
  deleteFavorite,
  deleteFavoritesOf,
  favoriteMerchantIdsOf,
  favoritesOf,
  insertFavorite,
} from '../repositories/favorite-repo.ts';

async function requireMerchant(db: Kysely<DB>, merchantId: number): Promise<void> {
  if (!(await merchantExists(db, merchantId)))
    throw new HttpError(CatalogErrors.unknownMerchant, 'This merchant does not exist.');
}

/** The member's favourite merchants, most recently added first. */
export async function favoriteMerchants(
  db: Kysely<DB>,
  user: SessionUser,
): Promise<FavoriteMerchant[]> {
  const rows = await favoritesOf(db, user.userId);
  return rows.map((row) => ({
    merchantId: row.merchant_id,
    name: row.title,
    categoryId: row.category_id,
    addedAt: row.created_at,
  }));
}

/** Adds a favourite: the same answer whether or not it was one already (idempotent). */
export async function addFavorite(
  db: Kysely<DB>,
  user: SessionUser,
  merchantId: number,
): Promise<void> {
  await requireMerchant(db, merchantId);
  await insertFavorite(db, user.userId, merchantId, nowIso());
}

/** Removes a favourite: the same answer whether or not it was one (idempotent). */
export async function removeFavorite(
  db: Kysely<DB>,
  user: SessionUser,
  merchantId: number,
): Promise<void> {
  await requireMerchant(db, merchantId);
  await deleteFavorite(db, user.userId, merchantId);
}

/** The ids of the member's favourite merchants, for the member's state beside the shared lists. */
export async function favoriteMerchantIdsOfMember(
  db: Kysely<DB>,
  userId: number,
): Promise<number[]> {
  return favoriteMerchantIdsOf(db, userId);
}

/** Forgets a deleted member's favourites (inside the deletion's transaction). */
export async function forgetFavoritesOf(db: Kysely<DB>, userId: number): Promise<void> {
  await deleteFavoritesOf(db, userId);
}
