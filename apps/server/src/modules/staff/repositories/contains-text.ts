import { sql, type Expression, type SqlBool } from 'kysely';

/** `column` contains `text` as typed: LIKE with its wildcards escaped, on both databases. */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
