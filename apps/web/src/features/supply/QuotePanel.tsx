import type { DemandEntity } from '@portal/shared/supply';
import { lazy, Suspense } from 'react';
import { PlainButton } from '../../shared/components/PlainButton';
import { openLoginDialog } from '../../shared/session/login-dialog';
import { useSession } from '../../shared/session/useSession';

const QuoteDesk = lazy(() => import('./QuoteDesk'));

/**
 * Quotes on a demand (issue 18 item 6): a visitor is asked to log in; a certified tenant or
 * developer gets the quote desk (its company's received quotes, or its own quote), which brings
 * antd; nobody else sees a quote.
 */
export function QuotePanel({ demand }: { demand: DemandEntity }) {
  const session = useSession();
  const quoter =
    session.loggedIn && session.certified && (session.role === 'tenant' || session.role === 'develop');
  if (!session.loggedIn)
    return (
      <section className="supply-quotes" aria-labelledby="supply-quotes-title">
        <h2 id="supply-quotes-title">报价</h2>
        <PlainButton key="quote-login" onClick={openLoginDialog}>
          登录后报价
        </PlainButton>
      </section>
    );
  if (!quoter) return null;
  return (
    <Suspense fallback={null}>
      <QuoteDesk demand={demand} />
    </Suspense>
  );
}
