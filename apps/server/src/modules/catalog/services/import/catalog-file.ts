import { isTimeZone, offerRulesSchema, RedemptionDataType } from '@citybook/contract';
import { z } from 'zod';
import { imageUrlProblem, imageUrl } from './image-url.ts';

/**
 * The operator import format (docs/import.md). Rows refer to each other by
 * slug, so a file can be imported again: rows with a known slug are updated, never duplicated.
 */
const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'use lower-case letters, digits and dashes');
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const url = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^(https?:\/\/|\/)/i.test(value) || /^[a-z0-9.-]+\.[a-z]{2,}(\/.*)?$/i.test(value),
    {
      message: 'must be a web address',
    },
  );
const optionalUrl = url.nullable().optional();
const isoDate = z.iso.datetime({ offset: true }).nullable().optional();

export const marketRowSchema = z.object({
  slug,
  title: text(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusMiles: z.number().positive().max(500),
  /** IANA name; absent: the zone of the market's centre. */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, 'use an IANA time zone name, e.g. America/Chicago')
    .optional(),
});

export const categoryRowSchema = z.object({
  slug,
  title: text(100),
  icon: imageUrl,
  sortOrder: z.number().int().min(0).default(0),
});

/** OPERATOR-13: a market's book of a year; its end is every one of its offers' (CATALOG-14). */
export const editionRowSchema = z
  .object({
    slug,
    market: slug,
    year: z.number().int().min(2000).max(2999),
    name: text(200),
    onSale: z.iso.datetime({ offset: true }),
    validUntil: z.iso.datetime({ offset: true }),
  })
  .refine((edition) => Date.parse(edition.onSale) < Date.parse(edition.validUntil), {
    path: ['validUntil'],
    message: 'must be after onSale',
  });

export const franchisorRowSchema = z.object({ slug, title: text(200) });

/**
 * MERCHANT-12: a merchant marked as having left the book is retired by the import (once: one
 * retired already keeps its date). `yes` in a CSV, `true` in JSON; `no`, `false`, a blank cell or
 * no field leave its state as it is, since an import never brings a merchant back (docs/import.md).
 */
const LEFT_RULE =
  'use yes (true in JSON) for a merchant that has left the book, or no or nothing to leave it as it is';
const left = z
  .union(
    [
      z.boolean(),
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(['yes', 'no']))
        .transform((value) => value === 'yes'),
    ],
    { error: LEFT_RULE },
  )
  .nullable()
  .optional();

export const merchantRowSchema = z.object({
  slug,
  market: slug,
  category: slug,
  franchisor: slug.nullable().optional(),
  title: text(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address1: text(200),
  address2: optionalText(200),
  city: text(100),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'use the two-letter state code'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'use a 5-digit ZIP code'),
  telephone: z
    .string()
    .trim()
    .regex(/^\D*(\d\D*){10}$/, 'use a 10-digit US phone number')
    .nullable()
    .optional(),
  website: optionalUrl,
  facebookUrl: optionalUrl,
  twitterUrl: optionalUrl,
  instagramUrl: optionalUrl,
  appStoreUrl: optionalUrl,
  playStoreUrl: optionalUrl,
  logo: imageUrl.nullable().optional(),
  /** Read no more: a merchant's book end is its offers' editions' (docs/import.md). */
  adSpotOfferExpirationDate: isoDate,
  left,
});

export const offerRowSchema = z
  .object({
    slug,
    merchant: slug,
    /** Defaults to the merchant's category. */
    category: slug.nullable().optional(),
    title: text(200),
    /** Terms; a blank CSV cell (absent) is none. */
    exclusion: z.string().trim().max(2000).default(''),
    redemptionDataTypeCode: z.number().int().min(1).max(99),
    redemptionData: z.string().trim().max(2000),
    savings: z.number().min(0).max(100_000),
    /** OPERATOR-13: the slug of the offer's edition (in the file or the database). */
    edition: slug.optional(),
    /** Without an edition: the market's edition that ends then (made when missing). */
    adSpotOfferExpirationDate: isoDate,
    sortOrder: z.number().int().min(0).default(0),
    /** When and how it may be used (contract `offerRulesSchema`, ADR 0022). */
    rules: z.nullable(offerRulesSchema).optional(),
  })
  .superRefine((offer, context) => {
    // An image coupon's data is shown as an <img>: the same rule as every imported image.
    if (offer.redemptionDataTypeCode !== RedemptionDataType.image) return;
    const problem = imageUrlProblem(offer.redemptionData);
    if (problem) context.addIssue({ code: 'custom', path: ['redemptionData'], message: problem });
  });

export const adRowSchema = z.object({
  slug,
  market: slug,
  title: text(200),
  image: imageUrl,
  merchant: slug.nullable().optional(),
  sortOrder: z.number().int().min(0).default(0),
});

export const catalogSections = {
  markets: marketRowSchema,
  categories: categoryRowSchema,
  editions: editionRowSchema,
  franchisors: franchisorRowSchema,
  merchants: merchantRowSchema,
  offers: offerRowSchema,
  ads: adRowSchema,
} as const;

export type CatalogSection = keyof typeof catalogSections;

export interface CatalogFile {
  markets?: z.input<typeof marketRowSchema>[];
  categories?: z.input<typeof categoryRowSchema>[];
  editions?: z.input<typeof editionRowSchema>[];
  franchisors?: z.input<typeof franchisorRowSchema>[];
  merchants?: z.input<typeof merchantRowSchema>[];
  offers?: z.input<typeof offerRowSchema>[];
  ads?: z.input<typeof adRowSchema>[];
}

export interface ValidCatalog {
  markets: z.output<typeof marketRowSchema>[];
  categories: z.output<typeof categoryRowSchema>[];
  editions: z.output<typeof editionRowSchema>[];
  franchisors: z.output<typeof franchisorRowSchema>[];
  merchants: z.output<typeof merchantRowSchema>[];
  offers: z.output<typeof offerRowSchema>[];
  ads: z.output<typeof adRowSchema>[];
}
