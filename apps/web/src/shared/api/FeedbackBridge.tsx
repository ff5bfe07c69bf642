import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isHostWanted, onHostWanted } from './feedback';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * Mount once, at the root. The first time something is said it loads the host (antd and
 * its configuration with it) that hands the request layer message and modal APIs in the
 * app's theme and locale; a visit that never needs a message never downloads them.
 */
export function FeedbackBridge() {
  const wanted = useSyncExternalStore(onHostWanted, isHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}
