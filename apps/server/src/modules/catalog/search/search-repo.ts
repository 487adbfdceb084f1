import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Point } from '@citybook/contract';
import { editDistance, typosAllowed } from './search-terms.ts';

/** A merchant the index found, with how well it matched (SearchRelevance). */
export interface SearchHit {
  id: number;
  relevance: number;
}

export interface IndexSearch {
  marketId: number;
  /** Folded words, letters and digits only (searchTerms). */
  terms: readonly string[];
  /** Nearest first among equals, measured from here. */
  point: Point;
  limit: number;
}

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A flat-earth square distance, only to order equals inside the database: at a market's scale it
 * orders as the great-circle distance does (the service measures the page exactly).
 */
function nearness({ latitude, longitude }: Point) {
  const squeeze = Math.cos((latitude * Math.PI) / 180) ** 2;
  return sql<number>`((m.latitude - ${latitude}) * (m.latitude - ${latitude}) + (m.longitude - ${longitude}) * (m.longitude - ${longitude}) * ${squeeze})`;
}

/** An FTS5 expression: every term, each by its start or one of its near spellings. */
function ftsExpression(terms: readonly string[], spellings: Map<string, string[]>): string {
  return terms
    .map((term) => {
      const near = (spellings.get(term) ?? []).map((word) => `"${word}"`);
      return near.length === 0 ? `"${term}"*` : `("${term}"* OR ${near.join(' OR ')})`;
    })
    .join(' AND ');
}

async function sqliteSearch(db: Kysely<DB>, search: IndexSearch, expression: string) {
  const inColumn = (column: string) =>
    sql`m.id in (select rowid from search_word where search_word match ${`{${column}} : (${expression})`})`;
  const { rows } = await sql<SearchHit>`
    select m.id as id,
      case when ${inColumn('name')} then 3 when ${inColumn('offers')} then 2
        when ${inColumn('categories')} then 1 else 0 end as relevance
    from search_word s join merchant m on m.id = s.rowid
    where search_word match ${expression} and s.market_id = ${search.marketId}
    order by relevance desc, ${nearness(search.point)} asc, m.id asc
    limit ${search.limit}`.execute(db);
  return rows;
}

/** Words of the index a mistyped term may have meant (SQLite: FTS5's own vocabulary). */
async function sqliteSpellings(db: Kysely<DB>, terms: readonly string[]) {
  const spellings = new Map<string, string[]>();
  const forgiving = terms.filter((term) => typosAllowed(term) > 0);
  if (forgiving.length === 0) return spellings;
  const shortest = Math.min(...forgiving.map((term) => term.length)) - 2;
  const longest = Math.max(...forgiving.map((term) => term.length)) + 2;
  const { rows } = await sql<{ term: string }>`
    select term from search_vocab where length(term) between ${shortest} and ${longest}`.execute(
    db,
  );
  for (const term of forgiving) {
    const allowed = typosAllowed(term);
    const near = rows
      .map((row) => row.term)
      .filter((word) => word !== term && editDistance(term, word, allowed) <= allowed)
      .slice(0, 20);
    spellings.set(term, near);
  }
  return spellings;
}

async function postgresSearch(db: Kysely<DB>, search: IndexSearch) {
  const query = search.terms.map((term) => `${term}:*`).join(' & ');
  const { rows } = await sql<SearchHit>`
    select m.id as id,
      case when ts_filter(d.document, '{a}') @@ q then 3 when ts_filter(d.document, '{b}') @@ q then 2
        when ts_filter(d.document, '{c}') @@ q then 1 else 0 end as relevance
    from search_document d join merchant m on m.id = d.merchant_id,
      to_tsquery('simple', ${query}) q
    where d.market_id = ${search.marketId} and d.document @@ q
    order by relevance desc, ${nearness(search.point)} asc, m.id asc
    limit ${search.limit}`.execute(db);
  return rows;
}

/** pg_trgm's word similarity a mistyped text needs ("resturant" ~ "restaurant" is 0.62). */
const TYPO_SIMILARITY = '0.5';

async function postgresTypoSearch(db: Kysely<DB>, search: IndexSearch) {
  const text = search.terms.join(' ');
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`.execute(
      trx,
    );
    const { rows } = await sql<SearchHit>`
      select m.id as id,
        case when ${text} <% d.name then 3 when ${text} <% d.offers then 2
          when ${text} <% d.categories then 1 else 0 end as relevance
      from search_document d join merchant m on m.id = d.merchant_id
      where d.market_id = ${search.marketId} and ${text} <% d.words
      order by relevance desc, ${nearness(search.point)} asc, m.id asc
      limit ${search.limit}`.execute(trx);
    return rows;
  });
}

/** Merchants whose words start with every term, best field first, then nearest. */
export async function searchIndex(db: Kysely<DB>, search: IndexSearch): Promise<SearchHit[]> {
  return isPostgres(db)
    ? postgresSearch(db, search)
    : sqliteSearch(db, search, ftsExpression(search.terms, new Map()));
}

/** The same, forgiving small typos: asked when the exact search finds nothing. */
export async function searchIndexForgiving(
  db: Kysely<DB>,
  search: IndexSearch,
): Promise<SearchHit[]> {
  if (isPostgres(db)) return postgresTypoSearch(db, search);
  const spellings = await sqliteSpellings(db, search.terms);
  if (![...spellings.values()].some((near) => near.length > 0)) return [];
  return sqliteSearch(db, search, ftsExpression(search.terms, spellings));
}

/** The whole rows of the merchants found. */
export async function merchantsWithIds(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('merchant').selectAll().where('id', 'in', ids).execute();
}
