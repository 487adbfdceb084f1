import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import type { Point } from '@citybook/contract';
import { typosAllowed } from '../../../../lib/search-terms.ts';
import type { SearchVocabulary } from './search-vocabulary.ts';

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
      and m.retired_at is null
    order by relevance desc, ${nearness(search.point)} asc, m.id asc
    limit ${search.limit}`.execute(db);
  return rows;
}

/**
 * What the SQLite index's vocabulary depends on, in one statement: the catalogue's version and the
 * categories' titles (a category's title is in its merchants' words; changing it bumps no version).
 */
export async function searchIndexState(
  db: Kysely<DB>,
): Promise<{ version: number; categories: string }> {
  const { rows } = await sql<{ version: number; categories: string | null }>`
    select (select version from catalog_version where id = 1) as version,
      (select group_concat(title, ' | ') from (select title from category order by id)) as categories`.execute(
    db,
  );
  const row = rows[0];
  return { version: Number(row?.version), categories: row?.categories ?? '' };
}

/** Every word of the SQLite index, in its order (FTS5's own vocabulary). */
export async function searchIndexWords(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ term: string }>`select term from search_vocab`.execute(db);
  return rows.map((row) => row.term);
}

/** The SQLite index's vocabulary, as the caller keeps it (read with the two functions above). */
export type IndexVocabulary = () => Promise<SearchVocabulary>;

/** Near spellings a mistyped term may have meant, at most this many per term. */
const SPELLINGS_MAX = 20;

/**
 * Words a search may measure against all its typed words (SQLite's typo scan). A real typo
 * measures fewer than ten at 100,000 merchants; a crafted word is stopped after these.
 */
export const TYPO_MEASURES_PER_SEARCH = 2_000;

/** Words of the index a mistyped term may have meant (SQLite: FTS5's own vocabulary). */
async function sqliteSpellings(terms: readonly string[], indexVocabulary: IndexVocabulary) {
  const spellings = new Map<string, string[]>();
  const forgiving = terms.filter((term) => typosAllowed(term) > 0);
  if (forgiving.length === 0) return spellings;
  const vocabulary = await indexVocabulary();
  const budget = { left: TYPO_MEASURES_PER_SEARCH };
  for (const term of forgiving)
    spellings.set(term, vocabulary.near(term, typosAllowed(term), SPELLINGS_MAX, budget));
  return spellings;
}

/**
 * A tsquery of every term, each by its start or one of its near spellings, in the fields of one
 * weight when given. Terms and spellings are letters and digits only: no query syntax.
 */
function tsQuery(terms: readonly string[], spellings: Map<string, string[]>, weight = ''): string {
  return terms
    .map((term) => {
      const near = (spellings.get(term) ?? []).map((word) => (weight ? `${word}:${weight}` : word));
      return near.length === 0
        ? `${term}:*${weight}`
        : `(${[`${term}:*${weight}`, ...near].join(' | ')})`;
    })
    .join(' & ');
}

async function postgresSearch(
  db: Kysely<DB>,
  search: IndexSearch,
  spellings = new Map<string, string[]>(),
) {
  // The field's weight in the query itself: ts_filter built a new tsvector for every row.
  const inField = (weight: string) =>
    sql`d.document @@ to_tsquery('simple', ${tsQuery(search.terms, spellings, weight)})`;
  // `offset 0` keeps the matches narrow (id and relevance) until they meet the merchants'
  // positions: without it the plan sorted whole documents, on disk for a common word.
  const { rows } = await sql<SearchHit>`
    select m.id as id, x.relevance as relevance
    from (select d.merchant_id,
        case when ${inField('A')} then 3 when ${inField('B')} then 2 when ${inField('C')} then 1
          else 0 end as relevance
      from search_document d
      where d.market_id = ${search.marketId}
        and d.document @@ to_tsquery('simple', ${tsQuery(search.terms, spellings)})
      offset 0) x
    join merchant m on m.id = x.merchant_id
    where m.retired_at is null
    order by x.relevance desc, ${nearness(search.point)} asc, m.id asc
    limit ${search.limit}`.execute(db);
  return rows;
}

/** pg_trgm's word similarity a mistyped word needs ("resturant" ~ "restaurant" is 0.62). */
const TYPO_SIMILARITY = '0.5';

/** Only words of letters and digits go into a tsquery (the index may hold "e-mail" and such). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/** Words of the vocabulary each term may have meant, most similar first (pg_trgm, migration 0019). */
async function postgresSpellings(db: Kysely<DB>, terms: readonly string[]) {
  const { rows } = await sql<{ term: string; word: string }>`
    select t.term as term, v.word as word from unnest(${[...terms]}::text[]) as t(term)
    cross join lateral (select word from search_vocabulary
      where t.term <% word and word <> t.term
      order by t.term <<-> word, word limit ${SPELLINGS_MAX}) v`.execute(db);
  const spellings = new Map<string, string[]>();
  for (const { term, word } of rows) {
    if (PLAIN_WORD.test(word)) spellings.set(term, [...(spellings.get(term) ?? []), word]);
  }
  return spellings;
}

async function postgresTypoSearch(db: Kysely<DB>, search: IndexSearch) {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`.execute(
      trx,
    );
    const spellings = await postgresSpellings(trx, search.terms);
    if (spellings.size === 0) return [];
    return postgresSearch(trx, search, spellings);
  });
}

/** Merchants whose words start with every term, best field first, then nearest. */
export async function searchIndex(db: Kysely<DB>, search: IndexSearch): Promise<SearchHit[]> {
  return isPostgres(db)
    ? postgresSearch(db, search)
    : sqliteSearch(db, search, ftsExpression(search.terms, new Map()));
}

/**
 * The same, forgiving small typos: asked when the exact search finds nothing. PostgreSQL keeps its
 * vocabulary in a table; SQLite's is read through `indexVocabulary`.
 */
export async function searchIndexForgiving(
  db: Kysely<DB>,
  search: IndexSearch,
  indexVocabulary: IndexVocabulary,
): Promise<SearchHit[]> {
  if (isPostgres(db)) return postgresTypoSearch(db, search);
  const spellings = await sqliteSpellings(search.terms, indexVocabulary);
  if (![...spellings.values()].some((near) => near.length > 0)) return [];
  return sqliteSearch(db, search, ftsExpression(search.terms, spellings));
}

/** The whole rows of the merchants found. */
export async function merchantsWithIds(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('merchant').selectAll().where('id', 'in', ids).execute();
}
