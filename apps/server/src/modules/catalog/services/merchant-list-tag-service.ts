import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { readCatalogVersion } from '../repositories/catalog-version-repo.ts';

/**
 * The ETag of a shared merchant list (issue #17 item 5, ADR 0020): the catalogue version and
 * everything else the answer depends on, namely which list and its parsed query (market,
 * category, franchise, position, grouping, limit). Read before the rows, like the list cache: a
 * change after this read gives a newer version next time, never a stale answer under a new tag.
 * Weak, because compression gives the same answer other bytes.
 */
export async function merchantListTag(
  db: Kysely<DB>,
  list: string,
  query: Readonly<Record<string, unknown>>,
): Promise<string> {
  const version = await readCatalogVersion(db);
  const asked = Object.keys(query)
    .sort()
    .filter((name) => query[name] !== undefined)
    .map((name) => `${name}=${String(query[name])}`)
    .join('&');
  const digest = createHash('sha256').update(`${list}?${asked}`).digest('base64url').slice(0, 16);
  return `W/"${String(version)}-${digest}"`;
}

/** Whether an `If-None-Match` header names this tag (or `*`): the client's copy is current. */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((value) => value.trim() === '*' || bare(value) === bare(tag));
}
