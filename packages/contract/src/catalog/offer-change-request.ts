import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import { ErrorCode } from '../app/errors.ts';
import { optionalText, requiredText, revisionField } from '../console-fields.ts';
import { errorAnswer } from '../endpoint.ts';
import { gridPageSchema, gridQuerySchema } from '../grid.ts';
import { OFFER_TERMS_MAX, OFFER_TITLE_MAX } from './offer-console.ts';

/*
 * MERCHANT-9: a merchant admin cannot change an offer; they ask for a change (a new title, new
 * terms, or both, and why), and an operator with role editor approves it (the offer changes
 * through the console's offer editing, audited) or refuses it with a reason the merchant reads.
 */

export const OFFER_CHANGE_STATES = ['pending', 'approved', 'refused'] as const;
export type OfferChangeState = (typeof OFFER_CHANGE_STATES)[number];

export const CHANGE_MESSAGE_MAX = 2000;

/** What a merchant admin sends: the offer, what it should become, and why. */
export const offerChangeRequestFormSchema = z
  .object({
    offerId: idSchema,
    /** The new title; blank: keep it. */
    title: optionalText(OFFER_TITLE_MAX),
    /** The new terms members read; blank: keep them. */
    exclusion: optionalText(OFFER_TERMS_MAX),
    message: requiredText(CHANGE_MESSAGE_MAX, 'why the offer should change'),
  })
  .check(
    z.refine((form) => form.title !== '' || form.exclusion !== '', {
      message: 'Please enter a new title or new terms.',
      path: ['title'],
    }),
  );
export type OfferChangeRequestForm = z.infer<typeof offerChangeRequestFormSchema>;

/** A request as both sides see it: the offer, the change asked for, and what became of it. */
export const offerChangeRequestSchema = z.object({
  id: z.int(),
  offerId: z.int(),
  offerTitle: z.string(),
  merchantId: z.int(),
  merchantTitle: z.string(),
  /** The title and terms asked for; null: keep them. */
  title: z.nullable(z.string()),
  exclusion: z.nullable(z.string()),
  message: z.string(),
  state: z.enum(OFFER_CHANGE_STATES),
  /** Why it was refused; null unless refused. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type OfferChangeRequest = z.infer<typeof offerChangeRequestSchema>;

/** The merchant's requests, newest first. */
export const offerChangeRequestListSchema = z.object({
  requests: z.array(offerChangeRequestSchema),
});

/** An offer of the organisation's locations, for the request form: what it says now. */
export const businessOfferSchema = z.object({
  id: z.int(),
  title: z.string(),
  exclusion: z.string(),
  merchantId: z.int(),
  merchantTitle: z.string(),
});
export type BusinessOffer = z.infer<typeof businessOfferSchema>;
export const businessOfferListSchema = z.object({ offers: z.array(businessOfferSchema) });

/* The operators' side (console, roles of CATALOG_EDITORS). */

export const OFFER_CHANGE_GRID_SORTS = ['createdAt', 'merchant', 'offer', 'id'] as const;
export const offerChangeGridQuerySchema = z.extend(gridQuerySchema(OFFER_CHANGE_GRID_SORTS), {
  /** Only the requests in this state (the console opens on the pending ones). */
  state: z.optional(z.enum(OFFER_CHANGE_STATES)),
});
export type OfferChangeGridQuery = z.infer<typeof offerChangeGridQuerySchema>;
export const offerChangeGridPageSchema = gridPageSchema(
  z.extend(offerChangeRequestSchema, { organisationName: z.string(), requestedBy: z.string() }),
);
export type OfferChangeGridRow = z.infer<typeof offerChangeGridPageSchema>['rows'][number];

/** The review page: the request, who asked, and the offer as it is now (with its revision). */
export const offerChangeReviewSchema = z.object({
  request: z.extend(offerChangeRequestSchema, {
    organisationName: z.string(),
    requestedBy: z.string(),
    decidedBy: z.nullable(z.string()),
  }),
  offer: z.object({
    id: z.int(),
    title: z.string(),
    exclusion: z.string(),
    revision: z.int(),
    retiredAt: z.nullable(z.string()),
  }),
});
export type OfferChangeReview = z.infer<typeof offerChangeReviewSchema>;

export const offerChangeIdParamsSchema = z.object({ requestId: idParamSchema });

/** Approve: applied over the offer's revision the operator reviewed (a newer one: 409). */
export const approveOfferChangeSchema = z.object({ offerRevision: revisionField });
export type ApproveOfferChange = z.infer<typeof approveOfferChangeSchema>;

export const REFUSAL_REASON_MAX = 1000;
/** Refuse: with the reason the merchant reads. */
export const refuseOfferChangeSchema = z.object({
  reason: requiredText(REFUSAL_REASON_MAX, 'the reason the merchant will read'),
});
export type RefuseOfferChange = z.infer<typeof refuseOfferChangeSchema>;

export const OfferChangeErrors = {
  unknownChangeRequest: errorAnswer({ status: 404, code: ErrorCode.notFound }),
  /** The offer is not one of the organisation's locations' (or does not exist). */
  notYourOffer: errorAnswer({ status: 422, code: ErrorCode.invalidOffer, field: 'offerId' }),
  changeRequestDecided: errorAnswer({ status: 409, code: ErrorCode.changeRequestDecided }),
} as const;
