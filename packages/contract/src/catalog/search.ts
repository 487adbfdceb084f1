import * as z from 'zod/mini';
import { marketIdSchema } from '../market/market.ts';
import { merchantSchema } from './merchant.ts';

/** The longest search text the server takes: a few words, never a pasted page. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** The most merchants one search answers: a screenful or two, best first. */
export const SEARCH_RESULT_MAX = 50;

/** GET /api/search: the text, the market, and where the member is (for "nearest first"). */
export const searchQuerySchema = z.object({
  marketId: marketIdSchema,
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Type something to search for.'),
      z.maxLength(
        SEARCH_QUERY_MAX_LENGTH,
        `Search text must be at most ${String(SEARCH_QUERY_MAX_LENGTH)} characters.`,
      ),
    ),
  latitude: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * How well a merchant matched, best first: the whole search text in its name (3), in one of its
 * offers' titles (2), in a category's title (1), or only across fields or in the terms (0).
 */
export const SearchRelevance = { name: 3, offerTitle: 2, category: 1, other: 0 } as const;

/** A merchant found by a search: the list's merchant, how well it matched, the offers that did. */
export const searchResultSchema = z.extend(merchantSchema, {
  relevance: z.int(),
  /** Its offers whose own title, category or terms matched (empty when only the merchant did). */
  matchedOfferIds: z.array(z.int()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultListSchema = z.array(searchResultSchema);

/** The search waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;
