import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

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

export interface PageWindow {
  currentPage: number;
  pageSize: number;
}

/**
 * One page of a filtered, selected and ordered query, and how many rows the whole query has:
 * the count runs the same filter (selection and order dropped) in parallel with the page.
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: PageWindow,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    query.limit(page.pageSize).offset(pageOffset(page.currentPage, page.pageSize)).execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount((count as { n: unknown }).n) };
}
