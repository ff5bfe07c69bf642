import { useEffect } from 'react';
import { formatDocumentTitle } from '../components/document-title';
import { useServerHead } from './server-head';

/** The site's own description, as index.html has it; restored when a page leaves. */
export const SITE_DESCRIPTION = '冷链工业互联网平台：应用市场、工业微服务、机理模型、物联网平台与行业供需。';

/** The description of the route on screen: its summary in the route table, else the site's. */
let routeDescription = SITE_DESCRIPTION;

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the document title (`title - site`) and description while the page is on screen.
 * Pages whose title comes from data (a headline) pass it once loaded; until then the route
 * table's title stands.
 */
export function useDocumentMeta(
  title: string | undefined,
  description: string | undefined,
  /** The page's picture, for Open Graph (written by the server only). */
  image?: string,
): void {
  useServerHead({ title: title ? formatDocumentTitle(title) : undefined, description, image });
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(title);
  }, [title]);
  useEffect(() => {
    if (!description) return;
    descriptionTag().content = description;
    return () => {
      descriptionTag().content = routeDescription;
    };
  }, [description]);
}

/**
 * Gives every page a description: its route-table summary. Rendered by the shell before the
 * page, so its effect runs first and a page's own description (useDocumentMeta) wins.
 */
export function useRouteDescription(summary: string | undefined): void {
  useServerHead({ description: summary ?? SITE_DESCRIPTION });
  useEffect(() => {
    routeDescription = summary ?? SITE_DESCRIPTION;
    descriptionTag().content = routeDescription;
  }, [summary]);
}
