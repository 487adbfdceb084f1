/** Query string of a merchant list call; absent values are left out so the server uses its defaults. */
export function merchantSearchParams(params: Record<string, number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return query.toString();
}
