import { useMatches } from 'react-router';

/** What every page route carries in its `handle` (set by the route table). */
export interface PageHandle {
  /** Chinese page title: the banner heading, the breadcrumb and the document title. */
  title: string;
  /** One line about the page, shown under the title. */
  summary?: string;
  /** A layout route with a side menu of its pages (the console): their addresses and titles, in table order. */
  menu?: readonly { to: string; label: string }[];
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The handle of the deepest matched route that has one (the page on screen). */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return undefined;
}

/** The side menu the matched layout route carries (the route table's children of it), or none. */
export function useSideMenu(): NonNullable<PageHandle['menu']> {
  const matches = useMatches();
  for (const match of matches) {
    const handle = match.handle;
    if (isPageHandle(handle) && handle.menu) return handle.menu;
  }
  return [];
}
