import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { useEffect, useState } from 'react';
import { request } from '../api/request';
import { storage } from '../api/storage';
import { exchangeHandoverCode } from './handover';

export type HandoverLanding = { kind: 'ready' } | { kind: 'loading' } | { kind: 'failed'; text: string };

/**
 * A built-in site's arrival: when the address carries a handover code, trade it for a session
 * and take it out of the address (it is used up); without one, the stored session stands.
 */
export function useHandoverLanding(): HandoverLanding {
  const [code] = useState(() => new URLSearchParams(window.location.search).get('code'));
  const [landing, setLanding] = useState<HandoverLanding>(code ? { kind: 'loading' } : { kind: 'ready' });

  useEffect(() => {
    if (!code) return;
    let current = true;
    exchangeHandoverCode(code, { request, storage, silent: true }).then(
      () => {
        const url = new URL(window.location.href);
        url.searchParams.delete('code');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
        if (current) setLanding({ kind: 'ready' });
      },
      (error: unknown) => {
        const msg = (error as { msg?: unknown } | null)?.msg;
        if (current)
          setLanding({
            kind: 'failed',
            text: typeof msg === 'string' && msg ? msg : ACCOUNT_TEXTS.handoverInvalid,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  return landing;
}
