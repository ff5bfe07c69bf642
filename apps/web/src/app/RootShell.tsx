import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { request } from '../shared/api/request';
import { storage } from '../shared/api/storage';
import { useDocumentTitle } from '../shared/components/document-title';
import { usePageHandle } from '../shared/components/page-handle';
import { scrollToTop } from '../shared/layout/scroll';
import { useRouteDescription } from '../shared/seo/document-meta';
import { startSession } from '../shared/session/handover';

/** Every navigation scrolls to the top (spec 002 §2.2); the first render is already there. */
function ScrollToTopOnNavigate() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    // We decide where a navigation lands (the top), not the browser's restoration on back/forward.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (key === firstKey.current) return;
    return scrollToTop();
  }, [key]);
  return null;
}

/**
 * The document title and description follow the page on screen (its route-table title and
 * summary). Rendered before the page, so a page that knows better (a headline) overrides them.
 */
function DocumentTitle() {
  const handle = usePageHandle();
  useDocumentTitle(handle?.title);
  useRouteDescription(handle?.summary);
  return null;
}

/**
 * Root behaviour on start (spec 002 §2.3): the second-domain hosts are loaded and a stored
 * token is checked. Once that has settled, and the page has rendered for who is there (a
 * server-rendered page shows the visitor's view until hydrated), `<html data-ready="true">`
 * says so: the browser journeys wait for it after opening a page instead of reading the
 * visitor's buttons a logged-in user's page drops a moment later.
 */
function SessionStartup() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // Hydrated (or rendered): the buttons clicked meanwhile answer now (early-clicks.ts).
    document.documentElement.dataset.hydrated = 'true';
    let mounted = true;
    void startSession({ request, storage }).finally(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(() => {
    // This render read the session as startSession left it (a rejected token is forgotten).
    if (settled) document.documentElement.dataset.ready = 'true';
  }, [settled]);
  return null;
}

export function RootShell() {
  return (
    <>
      <SessionStartup />
      <ScrollToTopOnNavigate />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
