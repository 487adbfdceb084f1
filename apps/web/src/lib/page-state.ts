import * as z from 'zod/mini';

/** Spec §3 Page state: what a list page puts back when the user returns to it. */
const pageStateSchema = z.object({
  search: z.optional(z.string()),
  scrollTop: z.optional(z.number().check(z.minimum(0))),
  /** How many cards of a long list were built (components/growing-list): scrollTop needs them. */
  shown: z.optional(z.int().check(z.minimum(1))),
});
export type PageState = z.infer<typeof pageStateSchema>;

// Under the app's prefix, so logout clears it with the rest of the session's data.
const PREFIX = 'citybook.pageState.';

export function readPageState(key: string): PageState {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return {};
    const parsed = pageStateSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    // Unavailable storage or a broken entry: start afresh.
    return {};
  }
}

export function updatePageState(key: string, change: PageState): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify({ ...readPageState(key), ...change }));
  } catch {
    // Unavailable or full storage: the page just starts afresh next time.
  }
}
