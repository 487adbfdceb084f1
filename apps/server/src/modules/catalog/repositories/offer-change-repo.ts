import type {
  BusinessOffer,
  OfferChangeGridQuery,
  OfferChangeRequest,
  OfferChangeState,
} from '@citybook/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { countAndPage, inGridOrder, textMatch } from '../../../db/grid-query.ts';

/** MERCHANT-9: offer change requests, the only SQL they run. */

/** The offers of the locations, by location then offer. */
export async function offersOfLocations(
  db: Kysely<DB>,
  merchantIds: readonly number[],
): Promise<BusinessOffer[]> {
  if (merchantIds.length === 0) return [];
  return db
    .selectFrom('offer')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .select([
      'offer.id',
      'offer.title',
      'offer.exclusion',
      'merchant.id as merchantId',
      'merchant.title as merchantTitle',
    ])
    .where('offer.merchant_id', 'in', merchantIds)
    .orderBy('merchant.title')
    .orderBy('offer.sort_order')
    .orderBy('offer.id')
    .execute();
}

/** The offer's location, or undefined when there is no such offer. */
export async function locationOfOffer(
  db: Kysely<DB>,
  offerId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('offer')
    .select('merchant_id')
    .where('id', '=', offerId)
    .executeTakeFirst();
  return row?.merchant_id;
}

export async function insertChangeRequest(
  db: Kysely<DB>,
  values: {
    offerId: number;
    organisationId: number;
    requestedBy: number;
    requestedByEmail: string;
    title: string | null;
    exclusion: string | null;
    message: string;
    createdAt: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('offer_change_request')
    .values({
      offer_id: values.offerId,
      organisation_id: values.organisationId,
      requested_by: values.requestedBy,
      requested_by_email: values.requestedByEmail,
      title: values.title,
      exclusion: values.exclusion,
      message: values.message,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function requestRows(db: Kysely<DB>) {
  return db
    .selectFrom('offer_change_request as request')
    .innerJoin('offer', 'offer.id', 'request.offer_id')
    .innerJoin('merchant', 'merchant.id', 'offer.merchant_id')
    .innerJoin(
      'business_organisation as organisation',
      'organisation.id',
      'request.organisation_id',
    );
}

const requestColumns = [
  'request.id',
  'request.offer_id',
  'offer.title as offer_title',
  'merchant.id as merchant_id',
  'merchant.title as merchant_title',
  'request.title',
  'request.exclusion',
  'request.message',
  'request.state',
  'request.reason',
  'request.created_at',
  'request.decided_at',
  'request.decided_by_email',
  'request.requested_by_email',
  'organisation.name as organisation_name',
] as const;

interface StoredRequest {
  id: number;
  offer_id: number;
  offer_title: string;
  merchant_id: number;
  merchant_title: string;
  title: string | null;
  exclusion: string | null;
  message: string;
  state: OfferChangeState;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by_email: string | null;
  requested_by_email: string;
  organisation_name: string;
}

function asRequest(row: StoredRequest): OfferChangeRequest {
  return {
    id: row.id,
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    merchantId: row.merchant_id,
    merchantTitle: row.merchant_title,
    title: row.title,
    exclusion: row.exclusion,
    message: row.message,
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

/** The organisation's requests, newest first. */
export async function requestsOfOrganisation(db: Kysely<DB>, organisationId: number) {
  const rows = await requestRows(db)
    .select(requestColumns)
    .where('request.organisation_id', '=', organisationId)
    .orderBy('request.created_at', 'desc')
    .orderBy('request.id', 'desc')
    .execute();
  return rows.map(asRequest);
}

/** One request with who asked and who decided; undefined when there is none. */
export async function findChangeRequest(db: Kysely<DB>, id: number) {
  const row = await requestRows(db)
    .select(requestColumns)
    .where('request.id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...asRequest(row),
      organisationName: row.organisation_name,
      requestedBy: row.requested_by_email,
      decidedBy: row.decided_by_email,
    }
  );
}

const SORTS = {
  createdAt: sql`request.created_at`,
  merchant: sql`lower(merchant.title)`,
  offer: sql`lower(offer.title)`,
  id: sql`request.id`,
};

/** The operators' queue: filtered by state and a part of the offer's or merchant's name. */
export async function changeRequestGridPage(db: Kysely<DB>, query: OfferChangeGridQuery) {
  let base = requestRows(db);
  if (query.state) base = base.where('request.state', '=', query.state);
  if (query.filter) base = base.where(textMatch(['offer.title', 'merchant.title'], query.filter));
  const { total, rows } = await countAndPage(base, (filtered) =>
    inGridOrder(filtered.select(requestColumns), SORTS[query.sort], 'request.id', query).execute(),
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...asRequest(row),
      organisationName: row.organisation_name,
      requestedBy: row.requested_by_email,
    })),
  };
}

/**
 * Decides a pending request (approved, or refused with its reason); false when it was decided
 * already (the conditional update is what two operators deciding at once race on).
 */
export async function decideChangeRequest(
  db: Kysely<DB>,
  id: number,
  decision: { state: 'approved' | 'refused'; reason: string | null; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('offer_change_request')
    .set({
      state: decision.state,
      reason: decision.reason,
      decided_by_email: decision.by,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
