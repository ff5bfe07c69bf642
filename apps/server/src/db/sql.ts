import { type Expression, type SqlBool, sql } from 'kysely';

/** Case-insensitive "contains" on both engines, with % and _ in the keyword taken literally. */
export function containsText(column: string, keyword: string): Expression<SqlBool> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** Rows skipped before page `currentPage` (1-based). */
export function pageOffset(currentPage: number, pageSize: number): number {
  return (currentPage - 1) * pageSize;
}

/** COUNT(*) arrives as a number on SQLite and as a string on PostgreSQL. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}
