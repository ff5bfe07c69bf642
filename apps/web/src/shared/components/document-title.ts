import { SITE_NAME } from '@portal/shared/constants';
import { useEffect } from 'react';
import { useServerHead } from '../seo/server-head';

/** `新闻资讯 - 冷链工业互联网平台`; the site name alone when there is no page title. */
export function formatDocumentTitle(title?: string): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the document title while the caller is on screen. The shell sets it from the
 * route table; a page whose title comes from data (a news headline) calls this once
 * the data is there.
 */
export function useDocumentTitle(title?: string): void {
  useServerHead({ title: formatDocumentTitle(title) });
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
