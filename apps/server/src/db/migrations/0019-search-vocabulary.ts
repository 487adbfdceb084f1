import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * PostgreSQL: every word of the market search's documents once, with a trigram index, where a
 * mistyped word finds its near spellings (ADR 0024). Matching a typo against whole documents
 * measured the similarity of every document sharing a trigram with it: 290 ms for a common word
 * at 100,000 merchants. A statement trigger on `search_document` adds the words of the documents
 * each refresh writes; words no document holds any more stay (they only find nothing).
 * SQLite needs nothing: FTS5 keeps its own vocabulary (`search_vocab`, migration 0014).
 */
export function searchVocabulary(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') return;
      await sql`create table search_vocabulary (word text primary key)`.execute(db);
      await sql`create index search_vocabulary_word_idx on search_vocabulary
        using gin (word gin_trgm_ops)`.execute(db);
      await sql`create function search_document_words_fn() returns trigger language plpgsql as $$
        begin
          insert into search_vocabulary (word)
          select distinct w.lexeme from added d cross join lateral unnest(d.document) w
          on conflict do nothing;
          return null;
        end $$`.execute(db);
      await sql`create trigger search_document_words after insert on search_document
        referencing new table as added for each statement
        execute function search_document_words_fn()`.execute(db);
      await sql`insert into search_vocabulary (word)
        select distinct w.lexeme from search_document d cross join lateral unnest(d.document) w
        on conflict do nothing`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') return;
      await sql`drop trigger if exists search_document_words on search_document`.execute(db);
      await sql`drop function if exists search_document_words_fn()`.execute(db);
      await sql`drop table if exists search_vocabulary`.execute(db);
    },
  };
}
