import * as z from 'zod/mini';
import { idParamSchema, idSchema } from '../app/ids.ts';
import { adScheduleOn, type AdSchedule } from '../catalog/mobile-ad-console.ts';
import { requiredText, revisionField } from '../console-fields.ts';

/*
 * FUNDRAISING-2…7: a group's campaigns, their sellers (display names only, FUNDRAISING-3) and the
 * progress counted from the sales attributed to them (FUNDRAISING-7).
 */

/** FUNDRAISING-4: campaign and seller links are this many random characters. */
export const FUNDRAISING_SLUG_LENGTH = 8;
/** Letters and digits without the look-alikes (0/o, 1/l/i), so a link read aloud survives. */
export const FUNDRAISING_SLUG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const FUNDRAISING_SLUG_PATTERN = new RegExp(
  `^[${FUNDRAISING_SLUG_ALPHABET}]{${String(FUNDRAISING_SLUG_LENGTH)}}$`,
);
const fundraisingSlugSchema = z
  .string()
  .check(z.regex(FUNDRAISING_SLUG_PATTERN, 'Not a fundraising link.'));

/** FUNDRAISING-4: where a campaign's (or one of its seller's) public page lives in the member app. */
export function fundraisingPagePath(campaignSlug: string, sellerSlug?: string): string {
  return sellerSlug === undefined ? `/f/${campaignSlug}` : `/f/${campaignSlug}/${sellerSlug}`;
}

/** FUNDRAISING-2: a goal is a number of sales or an amount of money (in cents). */
export const CAMPAIGN_GOAL_KINDS = ['sales', 'money'] as const;
export type CampaignGoalKind = (typeof CAMPAIGN_GOAL_KINDS)[number];
/** The goal's ceiling: a million sales, or ten million dollars. */
export const CAMPAIGN_GOAL_MAX = 1_000_000_000;
/** The currency of goals and attributed sales: the ledger's. */
export const FUNDRAISING_CURRENCY = 'USD';
export const CAMPAIGN_NAME_MAX = 120;
/** 10,000 basis points are 100%. */
export const BASIS_POINTS_MAX = 10_000;

export const CAMPAIGN_DAYS_MESSAGE = 'The last day cannot be before the first.';
export const CAMPAIGN_SELLS_MESSAGE = 'Please choose what the campaign sells.';
const DAY_MESSAGE = 'Please choose a day (YYYY-MM-DD).';
const dayField = z.iso.date({ error: DAY_MESSAGE });

/** FUNDRAISING-2, FUNDRAISING-14: what an operator sets of a campaign, made or edited. */
const campaignFormFields = {
  name: requiredText(CAMPAIGN_NAME_MAX, 'the campaign’s name'),
  /** The first and the last day of the campaign, both included, in the market's time zone. */
  startsOn: dayField,
  endsOn: dayField,
  goalKind: z.enum(CAMPAIGN_GOAL_KINDS),
  /** A number of sales, or an amount in cents. */
  goalAmount: z
    .int({ error: 'Please enter a whole number.' })
    .check(
      z.positive('The goal must be more than 0.'),
      z.maximum(CAMPAIGN_GOAL_MAX, 'That goal is too large.'),
    ),
  /** Digital memberships for the edition. */
  sellsMemberships: z.boolean(),
  /** Printed books' codes. */
  sellsCodes: z.boolean(),
  /** The group's share of each sale, in basis points (2000 = 20%). */
  commissionBasisPoints: z
    .int({ error: 'Please enter a whole number of basis points.' })
    .check(
      z.minimum(0, 'Use 0 to 10000 basis points (10000 = 100%).'),
      z.maximum(BASIS_POINTS_MAX, 'Use 0 to 10000 basis points (10000 = 100%).'),
    ),
};

type CampaignRuled = {
  startsOn: string;
  endsOn: string;
  sellsMemberships: boolean;
  sellsCodes: boolean;
};

/** FUNDRAISING-2: the rules every campaign form keeps, made or edited. */
function withCampaignRules<Schema extends z.ZodMiniType<CampaignRuled>>(schema: Schema): Schema {
  return schema.check(
    z.refine((form) => form.startsOn <= form.endsOn, {
      message: CAMPAIGN_DAYS_MESSAGE,
      path: ['endsOn'],
    }),
    z.refine((form) => form.sellsMemberships || form.sellsCodes, {
      message: CAMPAIGN_SELLS_MESSAGE,
      path: ['sellsMemberships'],
    }),
  );
}

/** POST /api/console/fundraising/groups/:groupId/campaigns (also the console's form). */
export const createCampaignRequestSchema = withCampaignRules(
  z.object({
    ...campaignFormFields,
    marketId: idSchema,
    /** An edition of that market: what the memberships and codes sold give. */
    editionId: idSchema,
  }),
);
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

/**
 * PUT /api/console/fundraising/campaigns/:campaignId (also the console's edit form), FUNDRAISING-14:
 * everything but the market and the edition, with the revision the operator opened.
 */
export const updateCampaignRequestSchema = withCampaignRules(
  z.object({ ...campaignFormFields, leaderboardHidden: z.boolean(), revision: revisionField }),
);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;

/** FUNDRAISING-6: where a campaign stands today in its market: before, during or after its days. */
export type CampaignStatus = 'upcoming' | 'running' | 'ended';
export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended'] as const;
/**
 * FUNDRAISING-15: a public page's status: a disabled group's campaign is `stopped` whatever its
 * days, and, like an ended one, still sells without counting the sale.
 */
export const PUBLIC_CAMPAIGN_STATUSES = [...CAMPAIGN_STATUSES, 'stopped'] as const;
export type PublicCampaignStatus = (typeof PUBLIC_CAMPAIGN_STATUSES)[number];
const AD_TO_CAMPAIGN: Record<AdSchedule, CampaignStatus> = {
  scheduled: 'upcoming',
  running: 'running',
  ended: 'ended',
};
/** Where a campaign of these days stands on `today` (YYYY-MM-DD, the market's day). */
export function campaignStatusOn(
  days: { startsOn: string; endsOn: string },
  today: string,
): CampaignStatus {
  return AD_TO_CAMPAIGN[adScheduleOn(days, today)];
}

/** FUNDRAISING-7: what the attributed sales add up to: counts and amounts, nothing of a buyer. */
export const campaignProgressSchema = z.object({
  sales: z.int(),
  amountCents: z.int(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** A campaign as the console and its leader list it. */
export const campaignSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  marketId: z.int(),
  marketTitle: z.string(),
  editionId: z.int(),
  editionName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  goalKind: z.enum(CAMPAIGN_GOAL_KINDS),
  goalAmount: z.int(),
  sellsMemberships: z.boolean(),
  sellsCodes: z.boolean(),
  commissionBasisPoints: z.int(),
  leaderboardHidden: z.boolean(),
  sellerCount: z.int(),
  progress: campaignProgressSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** FUNDRAISING-3: at most this many characters in a seller's display name. */
export const SELLER_NAME_MAX = 30;
/** FUNDRAISING-3: the most sellers of one campaign (a school's pupils fit many times over). */
export const CAMPAIGN_SELLERS_MAX = 1000;
export const SellerNameText = {
  empty: 'Please enter the seller’s display name, for example “Maya R.”.',
  tooLong: `Please use at most ${String(SELLER_NAME_MAX)} characters: a first name and an initial is enough.`,
  email: 'A display name cannot hold an e-mail address: a first name and an initial is enough.',
  phone: 'A display name cannot hold a phone number: a first name and an initial is enough.',
} as const;
/** Five or more digits in one run (spaces, dots, dashes and brackets between): a phone number. */
const PHONE_LIKE = /\d(?:[\s().+-]*\d){4,}/;

/**
 * FUNDRAISING-3: a seller is a display name and nothing more; one that holds an e-mail address or
 * a phone number is refused, so a child's contact details are never typed into it.
 */
export const sellerDisplayNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, SellerNameText.empty),
  z.maxLength(SELLER_NAME_MAX, SellerNameText.tooLong),
  z.refine((name) => !name.includes('@'), SellerNameText.email),
  z.refine((name) => !PHONE_LIKE.test(name), SellerNameText.phone),
);

/** POST …/sellers and …/sellers/:sellerId/name (also the leader's form). */
export const sellerNameRequestSchema = z.object({ displayName: sellerDisplayNameSchema });
export type SellerNameRequest = z.infer<typeof sellerNameRequestSchema>;

/** A seller as their leader sees them: name, link and what they sold (counts and amounts). */
export const campaignSellerSchema = z.object({
  id: z.int(),
  slug: z.string(),
  displayName: z.string(),
  sales: z.int(),
  amountCents: z.int(),
  createdAt: z.string(),
});
export type CampaignSeller = z.infer<typeof campaignSellerSchema>;

/** A campaign as its leader works on it: its sellers with their links. */
export const leaderCampaignSchema = z.extend(campaignSummarySchema, {
  groupName: z.string(),
  sellers: z.array(campaignSellerSchema),
});
export type LeaderCampaign = z.infer<typeof leaderCampaignSchema>;

export const leaderCampaignListSchema = z.object({
  groupName: z.string(),
  campaigns: z.array(campaignSummarySchema),
});
export type LeaderCampaignList = z.infer<typeof leaderCampaignListSchema>;

export const campaignIdParamsSchema = z.object({ campaignId: idParamSchema });
export const sellerIdParamsSchema = z.object({
  campaignId: idParamSchema,
  sellerId: idParamSchema,
});

/** FUNDRAISING-5: the leader hides the leaderboard from the public page, or shows it again. */
export const leaderboardRequestSchema = z.object({ hidden: z.boolean() });

/** GET /api/fundraising/campaigns/:campaignSlug: `seller` when opened from a seller's link. */
export const publicCampaignParamsSchema = z.object({ campaignSlug: fundraisingSlugSchema });
export const publicCampaignQuerySchema = z.object({ seller: z.optional(fundraisingSlugSchema) });

/**
 * FUNDRAISING-5, FUNDRAISING-8: a campaign's public page: names, days, the goal and counts and
 * amounts; display names of sellers only, and no buyer ever.
 */
export const publicCampaignSchema = z.object({
  name: z.string(),
  groupName: z.string(),
  marketTitle: z.string(),
  editionName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(PUBLIC_CAMPAIGN_STATUSES),
  goalKind: z.enum(CAMPAIGN_GOAL_KINDS),
  goalAmount: z.int(),
  sellsMemberships: z.boolean(),
  sellsCodes: z.boolean(),
  progress: campaignProgressSchema,
  /** Null when the leader hid it; sellers with the most sales first. */
  leaderboard: z.nullable(z.array(z.object({ displayName: z.string(), sales: z.int() }))),
  /** The seller whose link opened the page. */
  seller: z.nullable(z.object({ displayName: z.string() })),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

/** FUNDRAISING-5: the public leaderboard shows the sellers with the most sales, this many. */
export const PUBLIC_LEADERBOARD_MAX = 25;

/** The part of the goal reached, 0 to 1 (more than the goal shows full). */
export function goalReached(
  campaign: { goalKind: CampaignGoalKind; goalAmount: number },
  progress: CampaignProgress,
): number {
  const done = campaign.goalKind === 'sales' ? progress.sales : progress.amountCents;
  return Math.min(1, done / campaign.goalAmount);
}
