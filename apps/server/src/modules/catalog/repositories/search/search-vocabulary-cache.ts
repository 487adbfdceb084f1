import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { SearchVocabulary } from './search-vocabulary.ts';

interface Loaded {
  state: string;
  vocabulary: Promise<SearchVocabulary>;
}

/**
 * The search index's vocabulary (SQLite), read once per state of the catalogue: reading it walks
 * the whole index (160 ms at 100,000 merchants), which a typo search did on every question.
 * Like the merchant lists, each use reads what the index depends on (one row and the category
 * titles), so an import seen by any server reads the vocabulary again at the next typo search.
 */
export class SearchVocabularyCache {
  private loaded: Loaded | undefined;

  constructor(
    private readonly readState: (db: Kysely<DB>) => Promise<string>,
    private readonly readWords: (db: Kysely<DB>) => Promise<string[]>,
  ) {}

  async vocabulary(db: Kysely<DB>): Promise<SearchVocabulary> {
    const state = await this.readState(db);
    if (this.loaded?.state !== state) {
      const vocabulary = this.readWords(db).then((words) => new SearchVocabulary(words));
      const loaded = { state, vocabulary };
      this.loaded = loaded;
      // A failed read is not kept: the next question reads again.
      void vocabulary.catch(() => {
        if (this.loaded === loaded) this.loaded = undefined;
      });
    }
    return this.loaded.vocabulary;
  }
}
