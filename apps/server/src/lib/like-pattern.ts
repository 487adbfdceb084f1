/**
 * A `like` pattern (used with `lower(column)` and `escape '\'`) matching the text anywhere, case
 * ignored, its `%` and `_` taken literally: a grid's free-text filter (OPERATOR-9).
 */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
