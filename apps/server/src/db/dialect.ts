import type { ColumnDefinitionBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** An integer key the database assigns, spelled the way each database wants it. */
export function identity(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
