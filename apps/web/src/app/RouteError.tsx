import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadError } from '../shared/components/LoadError';
import { isChunkLoadError } from './lazy';

/** Route error element: a page that failed to load or render, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadError chunk={isChunkLoadError(error)} />;
}
