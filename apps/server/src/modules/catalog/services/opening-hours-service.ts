import {
  ConsoleEditErrors,
  ConsoleEditText,
  keptOpeningHours,
  localMoment,
  readOpeningHours,
  type LocationHours,
  type LocationHoursUpdate,
  type OpeningHours,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { EditContext } from '../../../lib/edited-rows.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requireLocation, type BusinessUser } from '../../../plugins/business-auth.ts';
import { recordStaffAction } from '../../staff/index.ts';
import { updateEdited } from '../repositories/console/edited-row-repo.ts';
import {
  findHoursJson,
  timeZoneOfMerchant,
  writeHoursJson,
} from '../repositories/merchant-hours-repo.ts';
import { merchantEditors } from './console/catalog-console-service.ts';

/*
 * MERCHANT-14: a location's opening hours, one service for the merchant admin's Details page and
 * the console's merchant editor (ADR 0055). A save names the location's revision and moves it on
 * (a stale save is refused, 409, as every merchant save is), writes the hours, and records them
 * before and after in the audit log, in one transaction. The merchant row's update and the hours'
 * own triggers move the catalogue version (CATALOG-24), so members' caches answer the change.
 */

/** The hours as stored, or null: a row that no longer reads as hours shows none. */
export async function storedOpeningHours(
  db: Kysely<DB>,
  merchantId: number,
): Promise<OpeningHours | null> {
  const json = await findHoursJson(db, merchantId);
  return json === undefined ? null : readOpeningHours(JSON.parse(json));
}

/** A location's hours as its editors see them (404 for an unknown location). */
export async function locationHoursOf(
  db: Kysely<DB>,
  merchantId: number,
  now: Date,
): Promise<LocationHours> {
  const editor = await merchantEditors.open(db, merchantId);
  const timeZone = (await timeZoneOfMerchant(db, merchantId)) ?? 'UTC';
  const today = localMoment(now, timeZone).date;
  const stored = await storedOpeningHours(db, merchantId);
  return {
    merchantId,
    title: editor.title,
    timeZone,
    today,
    revision: editor.revision,
    openingHours: stored && keptOpeningHours(stored, today),
  };
}

/** Saves a location's hours over the revision its editor opened; past exceptions are dropped. */
export async function saveLocationHours(
  context: EditContext,
  merchantId: number,
  { openingHours, revision }: LocationHoursUpdate,
): Promise<LocationHours> {
  return context.db.transaction().execute(async (trx) => {
    const before = await locationHoursOf(trx, merchantId, context.now);
    const kept = openingHours && keptOpeningHours(openingHours, before.today);
    const claimed = await updateEdited(trx, 'merchant', merchantId, revision, {
      updated_at: context.now.toISOString(),
    });
    if (!claimed) throw new HttpError(ConsoleEditErrors.editConflict, ConsoleEditText.editConflict);
    await writeHoursJson(trx, merchantId, kept && JSON.stringify(kept), context.now);
    await recordStaffAction(trx, {
      actor: context.actor,
      action: 'merchant.hours',
      objectType: 'merchant',
      objectId: merchantId,
      before: { openingHours: before.openingHours },
      after: { openingHours: kept },
      now: context.now,
      ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
      ...(context.clientAddress === undefined ? {} : { clientAddress: context.clientAddress }),
    });
    return locationHoursOf(trx, merchantId, context.now);
  });
}

/** The merchant admin's read: only a location of their organisation (403 otherwise). */
export function businessLocationHours(
  db: Kysely<DB>,
  business: BusinessUser,
  merchantId: number,
  now: Date,
): Promise<LocationHours> {
  requireLocation(business, merchantId);
  return locationHoursOf(db, merchantId, now);
}

/** The merchant admin's save: refused for another organisation's location before anything else. */
export function saveBusinessLocationHours(
  context: EditContext,
  business: BusinessUser,
  merchantId: number,
  update: LocationHoursUpdate,
): Promise<LocationHours> {
  requireLocation(business, merchantId);
  return saveLocationHours(context, merchantId, update);
}
