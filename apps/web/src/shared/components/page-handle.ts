import { useMatches } from 'react-router';

/** What every page route carries in its `handle` (set by the route table). */
export interface PageHandle {
  /** Chinese page title: the banner heading, the breadcrumb and the document title. */
  title: string;
  /** One line about the page, shown under the title. */
  summary?: string;
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
