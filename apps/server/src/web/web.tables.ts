/**
 * antd's styles of server-rendered pages, as stylesheets named by their content's hash
 * (page-stylesheets.ts): kept in the database so every process can answer a page's stylesheet,
 * whichever process rendered the page.
 */
export interface PageStylesheetTable {
  hash: string;
  css: string;
  /** When a process last published it (ISO-8601 UTC); unused ones are removed after a while. */
  usedAt: string;
}

export interface WebTables {
  pageStylesheet: PageStylesheetTable;
}
