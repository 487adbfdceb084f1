import {
  ConsoleEditErrors,
  ConsoleEditText,
  LocationDetailsErrors,
  LocationDetailsText,
  MERCHANT_PHOTOS_MAX,
  type LocationContactUpdate,
  type LocationDetails,
  type LocationPhotosUpdate,
  type MerchantEditor,
  type MerchantForm,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { EditContext } from '../../../lib/edited-rows.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requireLocation, type BusinessUser } from '../../../plugins/business-auth.ts';
import { updateEdited } from '../repositories/console/edited-row-repo.ts';
import { merchantEditors } from './console/catalog-console-service.ts';
import {
  merchantPhotosForEditor,
  prepareImage,
  recordUpload,
  setMerchantPhotos,
  type MediaDeps,
} from './media/media-service.ts';

/*
 * MERCHANT-8: a merchant admin keeps their locations' phone, website and photos up to date,
 * through the console's own merchant editor and photo services: the same rules, the same audit
 * log (the admin as the actor), the same revision check (a stale save is refused, 409) and the
 * same move of the catalogue version that tells members' caches (CATALOG-24), so members see the
 * change at once. Every call checks first that the location is one of the admin's (ADR 0046).
 */

/** Who saves, for the audit log: the business person, by their account. */
export function businessEditContext(
  db: Kysely<DB>,
  business: BusinessUser,
  request: { requestId: string; clientAddress: string; now: Date },
): EditContext {
  return { db, actor: { staffId: business.accountId, email: business.email }, ...request };
}

async function detailsOf(db: Kysely<DB>, merchantId: number): Promise<LocationDetails> {
  const editor = await merchantEditors.open(db, merchantId);
  const { photos } = await merchantPhotosForEditor(db, merchantId);
  return {
    merchantId,
    title: editor.title,
    telephone: editor.telephone,
    website: editor.website,
    revision: editor.revision,
    photos,
  };
}

/** The console's merchant form as the location stands: the admin changes only their fields. */
function formOf(editor: MerchantEditor): MerchantForm {
  const { slug, title, marketId, categoryId, franchisorId, latitude, longitude } = editor;
  const { address1, address2, city, state, zip, telephone, website } = editor;
  const { facebookUrl, twitterUrl, instagramUrl, appStoreUrl, playStoreUrl } = editor;
  return {
    ...{ slug, title, marketId, categoryId, franchisorId, latitude, longitude },
    ...{ address1, address2, city, state, zip, telephone, website },
    ...{ facebookUrl, twitterUrl, instagramUrl, appStoreUrl, playStoreUrl },
  };
}

export function locationDetails(
  db: Kysely<DB>,
  business: BusinessUser,
  merchantId: number,
): Promise<LocationDetails> {
  requireLocation(business, merchantId);
  return detailsOf(db, merchantId);
}

/** Saves the phone and website through the console's merchant editor (audited as its update). */
export async function updateLocationContact(
  context: EditContext,
  business: BusinessUser,
  merchantId: number,
  { telephone, website, revision }: LocationContactUpdate,
): Promise<LocationDetails> {
  requireLocation(business, merchantId);
  return context.db.transaction().execute(async (trx) => {
    const editor = await merchantEditors.open(trx, merchantId);
    await merchantEditors.update({ ...context, db: trx }, merchantId, {
      ...formOf(editor),
      telephone,
      website,
      revision,
    });
    return detailsOf(trx, merchantId);
  });
}

/**
 * A photo change moves the location's revision on (and its last change), under the revision the
 * admin opened: two people editing one location never overwrite each other unknowingly.
 */
async function claimRevision(trx: Transaction<DB>, context: EditContext, id: number, rev: number) {
  await merchantEditors.open(trx, id);
  if (!(await updateEdited(trx, 'merchant', id, rev, { updated_at: context.now.toISOString() })))
    throw new HttpError(ConsoleEditErrors.editConflict, ConsoleEditText.editConflict);
}

const currentPhotoIds = async (db: Kysely<DB>, merchantId: number) =>
  (await merchantPhotosForEditor(db, merchantId)).photos.map((photo) => photo.id);

/** Removes and reorders the location's photos (only photos it has). */
export async function setLocationPhotos(
  context: EditContext,
  business: BusinessUser,
  merchantId: number,
  { mediaIds, revision }: LocationPhotosUpdate,
): Promise<LocationDetails> {
  requireLocation(business, merchantId);
  return context.db.transaction().execute(async (trx) => {
    await claimRevision(trx, context, merchantId, revision);
    const current = await currentPhotoIds(trx, merchantId);
    if (mediaIds.some((id) => !current.includes(id)))
      throw new HttpError(
        LocationDetailsErrors.notThisLocationsPhoto,
        LocationDetailsText.notThisLocationsPhoto,
      );
    await setMerchantPhotos(trx, merchantId, mediaIds, context);
    return detailsOf(trx, merchantId);
  });
}

/**
 * Adds an uploaded photo last. The image is judged and its files written first, outside the
 * transaction (a file no row names is harmless); its record and the photo list change together.
 */
export async function addLocationPhoto(
  deps: MediaDeps,
  context: EditContext,
  business: BusinessUser,
  merchantId: number,
  upload: { bytes: Buffer; revision: number },
): Promise<LocationDetails> {
  requireLocation(business, merchantId);
  await merchantEditors.open(deps.db, merchantId);
  const prepared = await prepareImage(deps, upload.bytes, 'photo');
  return context.db.transaction().execute(async (trx) => {
    await claimRevision(trx, context, merchantId, upload.revision);
    const current = await currentPhotoIds(trx, merchantId);
    const image = await recordUpload(trx, prepared, context);
    if (!current.includes(image.id)) {
      if (current.length >= MERCHANT_PHOTOS_MAX)
        throw new HttpError(
          LocationDetailsErrors.tooManyPhotos,
          LocationDetailsText.tooManyPhotos(MERCHANT_PHOTOS_MAX),
        );
      await setMerchantPhotos(trx, merchantId, [...current, image.id], context);
    }
    return detailsOf(trx, merchantId);
  });
}
