import type { ColumnType } from 'kysely';

/** A nullable column that inserts may leave out. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
