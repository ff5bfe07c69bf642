import { createContext, useContext } from 'react';

/**
 * What a page says about itself while it renders on the server (entry-server.tsx): the
 * title, description and picture the server writes into the HTML's head (the browser sets
 * them from the same hooks in effects, which never run on the server).
 */
export interface ServerHead {
  title?: string;
  description?: string;
  /** The page's picture for Open Graph. */
  image?: string;
}

/** Provided only by the server's render; null in the browser. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** Records the page's head while it renders on the server; later (deeper) calls win. */
export function useServerHead(values: ServerHead): void {
  const head = useContext(ServerHeadContext);
  if (!head) return;
  if (values.title) head.title = values.title;
  if (values.description) head.description = values.description;
  if (values.image) head.image = values.image;
}
