/** Spec "Other screens" (category): a case-insensitive substring match; blank matches all. */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || texts.some((text) => text.toLocaleLowerCase().includes(needle));
}
