import {
  OfferChangeErrors,
  type ApproveOfferChange,
  type OfferChangeGridQuery,
  type OfferChangeRequestForm,
  type OfferChangeReview,
  type RefuseOfferChange,
} from '@citybook/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { gridOf, type EditContext } from '../../../lib/edited-rows.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BusinessUser } from '../../../plugins/business-auth.ts';
import { recordStaffAction } from '../../staff/index.ts';
import {
  changeRequestGridPage,
  decideChangeRequest,
  findChangeRequest,
  insertChangeRequest,
  locationOfOffer,
  offersOfLocations,
  requestsOfOrganisation,
} from '../repositories/offer-change-repo.ts';
import { offerEditors } from './console/offer-console-service.ts';

/*
 * MERCHANT-9: a merchant admin asks for an offer's change; an editor approves it (the offer is
 * saved through the console's offer editor, over the revision the editor reviewed, audited like
 * any offer save) or refuses it with a reason the merchant reads. A request is decided once.
 */

const OBJECT_TYPE = 'offerChangeRequest';

const unknownRequest = () =>
  new HttpError(OfferChangeErrors.unknownChangeRequest, 'This change request does not exist.');
const decided = () =>
  new HttpError(
    OfferChangeErrors.changeRequestDecided,
    'This request was approved or refused already.',
  );

/** The offers of the person's locations (only theirs: MERCHANT-1). */
export async function businessOffers(db: Kysely<DB>, business: BusinessUser) {
  return { offers: await offersOfLocations(db, business.merchantIds) };
}

/** The organisation's requests and their states, newest first. */
export async function businessChangeRequests(db: Kysely<DB>, business: BusinessUser) {
  return { requests: await requestsOfOrganisation(db, business.organisationId) };
}

/** Records a merchant admin's request (audited); the offer itself does not change. */
export async function sendChangeRequest(
  db: Kysely<DB>,
  business: BusinessUser,
  form: OfferChangeRequestForm,
  request: { requestId?: string; clientAddress?: string; now: Date },
) {
  return db.transaction().execute(async (trx) => {
    const merchantId = await locationOfOffer(trx, form.offerId);
    // Another organisation's offer and no offer at all are refused alike.
    if (merchantId === undefined || !business.merchantIds.includes(merchantId))
      throw new HttpError(OfferChangeErrors.notYourOffer, 'Please choose one of your offers.');
    const id = await insertChangeRequest(trx, {
      offerId: form.offerId,
      organisationId: business.organisationId,
      requestedBy: business.accountId,
      requestedByEmail: business.email,
      title: form.title === '' ? null : form.title,
      exclusion: form.exclusion === '' ? null : form.exclusion,
      message: form.message,
      createdAt: request.now.toISOString(),
    });
    const after = await findChangeRequest(trx, id);
    if (!after) throw unknownRequest();
    await recordStaffAction(trx, {
      actor: { staffId: business.accountId, email: business.email },
      action: `${OBJECT_TYPE}.create`,
      objectType: OBJECT_TYPE,
      objectId: id,
      before: null,
      after,
      now: request.now,
      ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
      ...(request.clientAddress === undefined ? {} : { clientAddress: request.clientAddress }),
    });
    const { organisationName: _name, requestedBy: _by, decidedBy: _decider, ...shown } = after;
    return shown;
  });
}

export const changeRequestGrid = gridOf((db: Kysely<DB>, query: OfferChangeGridQuery) =>
  changeRequestGridPage(db, query),
);

/** The request and its offer as they are now, with the offer's revision. */
export async function changeRequestReview(db: Kysely<DB>, id: number): Promise<OfferChangeReview> {
  const request = await findChangeRequest(db, id);
  if (!request) throw unknownRequest();
  const offer = await offerEditors.open(db, request.offerId);
  return {
    request,
    offer: {
      id: offer.id,
      title: offer.title,
      exclusion: offer.exclusion,
      revision: offer.revision,
      retiredAt: offer.retiredAt,
    },
  };
}

function auditOf(context: EditContext, action: string, id: number) {
  return {
    actor: context.actor,
    action: `${OBJECT_TYPE}.${action}`,
    objectType: OBJECT_TYPE,
    objectId: id,
    now: context.now,
    ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
    ...(context.clientAddress === undefined ? {} : { clientAddress: context.clientAddress }),
  };
}

type Request = NonNullable<Awaited<ReturnType<typeof findChangeRequest>>>;

/**
 * Decides a pending request in one transaction: marks it (only if still pending: 409 otherwise),
 * runs what the decision does, and records it. Any refusal on the way leaves all as it was.
 */
async function decide(
  context: EditContext,
  id: number,
  decision: { state: 'approved' | 'refused'; reason: string | null; action: string },
  apply: (trx: Transaction<DB>, request: Request) => Promise<void>,
): Promise<OfferChangeReview> {
  await context.db.transaction().execute(async (trx) => {
    const before = await findChangeRequest(trx, id);
    if (!before) throw unknownRequest();
    const marked = await decideChangeRequest(trx, id, {
      state: decision.state,
      reason: decision.reason,
      by: context.actor.email,
      at: context.now.toISOString(),
    });
    if (!marked) throw decided();
    await apply(trx, before);
    await recordStaffAction(trx, {
      ...auditOf(context, decision.action, id),
      before,
      after: await findChangeRequest(trx, id),
    });
  });
  return changeRequestReview(context.db, id);
}

/**
 * Approves: the offer is saved with the requested title and terms over `offerRevision` by the
 * offer editor (409 if it moved on; audited as `offer.update`), in the decision's transaction.
 */
export function approveChangeRequest(
  context: EditContext,
  id: number,
  { offerRevision }: ApproveOfferChange,
): Promise<OfferChangeReview> {
  return decide(
    context,
    id,
    { state: 'approved', reason: null, action: 'approve' },
    async (trx, request) => {
      const offer = await offerEditors.open(trx, request.offerId);
      await offerEditors.update({ ...context, db: trx }, request.offerId, {
        slug: offer.slug,
        // An offer without an edition is refused by the editor's own rule (OPERATOR-13).
        editionId: offer.editionId ?? 0,
        title: request.title ?? offer.title,
        exclusion: request.exclusion ?? offer.exclusion,
        redemptionDataTypeCode: offer.redemptionDataTypeCode,
        redemptionData: offer.redemptionData,
        savings: offer.savings,
        sortOrder: offer.sortOrder,
        rules: offer.rules,
        revision: offerRevision,
      });
    },
  );
}

/** Refuses with the reason the merchant reads (audited); the offer does not change. */
export function refuseChangeRequest(
  context: EditContext,
  id: number,
  { reason }: RefuseOfferChange,
): Promise<OfferChangeReview> {
  return decide(context, id, { state: 'refused', reason, action: 'refuse' }, async () => {
    // Nothing but the decision: the offer stays as it is.
  });
}
