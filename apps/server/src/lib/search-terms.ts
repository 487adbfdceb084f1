/** At most this many words of a search count; more only narrow an AND search to nothing. */
const MAX_TERMS = 8;

/** Lower case without accents ("Café" → "cafe"), as both databases' indexes fold words. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a search: letters and digits only, so no quote, star, colon, dash or bracket of
 * either database's query syntax ever reaches it.
 */
export function searchTerms(text: string): string[] {
  return [...new Set(foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_TERMS);
}

/** How many typing mistakes a word may carry: none when short, two when long. */
export function typosAllowed(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Edits (insert, delete, replace, swap two neighbours) between two words, stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Whether a typed word finds an indexed word: its start, or (forgiving) a near spelling. */
export function termFinds(term: string, word: string, forgiving: boolean): boolean {
  if (word.startsWith(term)) return true;
  if (!forgiving) return false;
  const allowed = typosAllowed(term);
  if (allowed === 0) return false;
  return (
    editDistance(term, word, allowed) <= allowed ||
    editDistance(term, word.slice(0, term.length), allowed) <= allowed
  );
}

/** Whether every word of the search finds a word of the text. */
export function textMatches(terms: readonly string[], text: string, forgiving: boolean): boolean {
  const words = foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.every((term) => words.some((word) => termFinds(term, word, forgiving)));
}
