import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Which offers a merchant's document holds: every one here; from migration 0031 on, only those
 * not retired (OPERATOR-10), which re-creates the refresh below with its condition.
 */
export type OfferScope = '' | ' and o.retired_at is null';

/**
 * SQLite: one FTS5 row per merchant (rowid = merchant id): its name, its offers' titles, its
 * categories' titles and its offers' terms, folded for case and accents by the tokenizer.
 */
export const sqliteInsert = (ids: string, scope: OfferScope = '') => `
  insert into search_word (rowid, market_id, name, offers, categories, terms)
  select m.id, m.market_id, m.title,
    coalesce((select group_concat(t, ' | ') from (select o.title as t from offer o
      where o.merchant_id = m.id${scope} order by o.sort_order, o.id)), ''),
    c.title || coalesce((select ' | ' || group_concat(t, ' | ') from (select distinct oc.title as t
      from offer o join category oc on oc.id = o.category_id
      where o.merchant_id = m.id${scope} and oc.id <> m.category_id)), ''),
    coalesce((select group_concat(t, ' | ') from (select o.exclusion as t from offer o
      where o.merchant_id = m.id${scope} order by o.sort_order, o.id)), '')
  from merchant m join category c on c.id = m.category_id
  where m.id in (${ids});`;
/** SQLite has only row triggers: each change rewrites its merchant's row, in the writer's transaction. */
export function sqliteTriggers(scope: OfferScope = ''): Record<string, string> {
  const sqliteRefresh = (ids: string) =>
    `delete from search_word where rowid in (${ids}); ${sqliteInsert(ids, scope)}`;
  return {
    merchant_insert_search: `after insert on merchant begin ${sqliteRefresh('select new.id')} end`,
    merchant_update_search: `after update on merchant begin ${sqliteRefresh('select new.id')} end`,
    merchant_delete_search: `after delete on merchant begin
    delete from search_word where rowid = old.id; end`,
    offer_insert_search: `after insert on offer begin ${sqliteRefresh('select new.merchant_id')} end`,
    offer_update_search: `after update on offer begin
    ${sqliteRefresh('select old.merchant_id union select new.merchant_id')} end`,
    offer_delete_search: `after delete on offer begin ${sqliteRefresh('select old.merchant_id')} end`,
    category_update_search: `after update of title on category when old.title <> new.title begin
    ${sqliteRefresh('select id from merchant where category_id = new.id union select merchant_id from offer where category_id = new.id')} end`,
  };
}
const SQLITE_TRIGGERS = sqliteTriggers();

/**
 * PostgreSQL: the same texts, unaccented and lower-cased, in `search_document`, with a weighted
 * tsvector (name A, offer titles B, categories C, terms D) and all the words for pg_trgm.
 */
export const pgRefreshFunction = (scope: OfferScope = '') => sql`
  create or replace function refresh_search_documents(ids integer[]) returns void language sql as $$
    delete from search_document where merchant_id = any(ids);
    insert into search_document (merchant_id, market_id, name, offers, categories, terms, words, document)
    select m.id, m.market_id, x.name, x.offers, x.categories, x.terms,
      x.name || ' ' || x.offers || ' ' || x.categories || ' ' || x.terms,
      setweight(to_tsvector('simple', x.name), 'A') || setweight(to_tsvector('simple', x.offers), 'B')
        || setweight(to_tsvector('simple', x.categories), 'C') || setweight(to_tsvector('simple', x.terms), 'D')
    from merchant m join category c on c.id = m.category_id
    cross join lateral (select
      lower(unaccent(m.title)) as name,
      lower(unaccent(coalesce((select string_agg(o.title, ' | ' order by o.sort_order, o.id)
        from offer o where o.merchant_id = m.id${sql.raw(scope)}), ''))) as offers,
      lower(unaccent(c.title || coalesce((select ' | ' || string_agg(distinct oc.title, ' | ')
        from offer o join category oc on oc.id = o.category_id
        where o.merchant_id = m.id${sql.raw(scope)} and oc.id <> m.category_id), ''))) as categories,
      lower(unaccent(coalesce((select string_agg(o.exclusion, ' | ' order by o.sort_order, o.id)
        from offer o where o.merchant_id = m.id${sql.raw(scope)}), ''))) as terms) x
    where m.id = any(ids);
  $$`;

/** PostgreSQL: statement triggers with transition tables, so an import of 200 rows refreshes once. */
const PG_TRIGGERS: { name: string; table: string; event: string; ids: string }[] = [
  {
    name: 'merchant_insert_search',
    table: 'merchant',
    event: 'insert',
    ids: 'select id from changed',
  },
  {
    name: 'merchant_update_search',
    table: 'merchant',
    event: 'update',
    ids: 'select id from changed',
  },
  {
    name: 'offer_insert_search',
    table: 'offer',
    event: 'insert',
    ids: 'select merchant_id from changed',
  },
  {
    name: 'offer_update_search',
    table: 'offer',
    event: 'update',
    ids: 'select merchant_id from changed union select merchant_id from gone',
  },
  {
    name: 'offer_delete_search',
    table: 'offer',
    event: 'delete',
    ids: 'select merchant_id from gone',
  },
  {
    name: 'category_update_search',
    table: 'category',
    event: 'update',
    // Only a new title changes documents: an import rewrites every category row it names.
    ids: `with renamed as (select c.id from changed c join gone g on g.id = c.id where c.title <> g.title)
      select m.id from merchant m join renamed r on r.id = m.category_id
      union select o.merchant_id from offer o join renamed r on r.id = o.category_id`,
  },
];

function pgTrigger(trigger: (typeof PG_TRIGGERS)[number]): RawBuilder<unknown>[] {
  const fn = sql.raw(`${trigger.name}_fn`);
  const name = sql.raw(trigger.name);
  const transition =
    trigger.event === 'insert'
      ? 'new table as changed'
      : trigger.event === 'delete'
        ? 'old table as gone'
        : 'old table as gone new table as changed';
  return [
    sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        perform refresh_search_documents(array(${sql.raw(trigger.ids)}));
        return null;
      end $$`,
    sql`create trigger ${name} after ${sql.raw(trigger.event)} on ${sql.table(trigger.table)}
      referencing ${sql.raw(transition)} for each statement execute function ${fn}()`,
  ];
}

/** Issue #17: the market search's full-text index, kept in step with the catalogue by triggers. */
export function marketSearch(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`create virtual table search_word using fts5(
          market_id unindexed, name, offers, categories, terms,
          tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
        // Every word of the index once: where a mistyped word finds its spelling.
        await sql`create virtual table search_vocab using fts5vocab(search_word, 'row')`.execute(
          db,
        );
        for (const [name, body] of Object.entries(SQLITE_TRIGGERS))
          await sql.raw(`create trigger ${name} ${body}`).execute(db);
        await sql.raw(sqliteInsert('select id from merchant')).execute(db);
        return;
      }
      await sql`create extension if not exists unaccent`.execute(db);
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create table search_document (
        merchant_id integer primary key references merchant(id) on delete cascade,
        market_id integer not null,
        name text not null, offers text not null, categories text not null, terms text not null,
        words text not null,
        document tsvector not null)`.execute(db);
      await sql`create index search_document_idx on search_document using gin (document)`.execute(
        db,
      );
      await sql`create index search_document_words_idx on search_document
        using gin (words gin_trgm_ops)`.execute(db);
      await pgRefreshFunction().execute(db);
      for (const trigger of PG_TRIGGERS)
        for (const statement of pgTrigger(trigger)) await statement.execute(db);
      await sql`select refresh_search_documents(array(select id from merchant))`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        for (const name of Object.keys(SQLITE_TRIGGERS))
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        await sql`drop table if exists search_vocab`.execute(db);
        await sql`drop table if exists search_word`.execute(db);
        return;
      }
      for (const trigger of PG_TRIGGERS) {
        await sql`drop trigger if exists ${sql.raw(trigger.name)} on ${sql.table(trigger.table)}`.execute(
          db,
        );
        await sql`drop function if exists ${sql.raw(`${trigger.name}_fn`)}()`.execute(db);
      }
      await sql`drop function if exists refresh_search_documents(integer[])`.execute(db);
      await sql`drop table if exists search_document`.execute(db);
    },
  };
}
