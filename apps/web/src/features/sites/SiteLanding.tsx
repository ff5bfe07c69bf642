import type { UserInfo } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { Button, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { Logo } from '../../shared/layout/Logo';
import { exchangeHandoverCode } from '../../shared/session/handover';
import { useSession } from '../../shared/session/useSession';
import { fitsSite, roleLine, type SiteKind } from './site-session';
import './sites.css';

type LandingState =
  | { kind: 'loading' }
  | { kind: 'ready'; user: UserInfo }
  | { kind: 'failed'; title: string; text: string };

const MISSING = {
  kind: 'failed',
  title: '缺少登录凭证',
  text: '请先在门户登录，再通过“控制台”进入本站点。',
} as const;

interface SiteLandingProps {
  site: SiteKind;
  /** The site's name in its top bar, e.g. 租户工作台. */
  name: string;
  /** What the site offers, under the greeting. */
  children?: ReactNode;
  /** Room for a table (the developer's submissions). */
  wide?: boolean;
}

/** Reads the handover code once, from the address the page was opened with. */
function initialCode(): string | null {
  return new URLSearchParams(window.location.search).get('code');
}

/**
 * A built-in site (DESIGN.md): completes the single-use-code handover, takes the code out
 * of the address bar and greets the user. Without a code, a stored session that fits the
 * site is greeted again (a reload); otherwise the user is sent to log in.
 */
export function SiteLanding({ site, name, children, wide = false }: SiteLandingProps) {
  const navigate = useNavigate();
  const [code] = useState(initialCode);
  const { user } = useSession();
  const [state, setState] = useState<LandingState>(() => {
    if (code) return { kind: 'loading' };
    return fitsSite(site, user) ? { kind: 'ready', user } : MISSING;
  });

  useEffect(() => {
    if (!code) return;
    let current = true;
    exchangeHandoverCode(code, { request, storage, silent: true }).then(
      (result) => {
        // The code is used up; it has no business staying in the address bar or history.
        const url = new URL(window.location.href);
        url.searchParams.delete('code');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
        if (current) setState({ kind: 'ready', user: result.user });
      },
      (error: unknown) => {
        const msg = (error as { msg?: unknown } | null)?.msg;
        if (current) {
          setState({
            kind: 'failed',
            title: '无法进入本站点',
            text: typeof msg === 'string' && msg ? msg : ACCOUNT_TEXTS.handoverInvalid,
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <div className={`builtin-site builtin-site--${site}${wide ? ' builtin-site--wide' : ''}`}>
      <header className="builtin-site__bar">
        <div className="builtin-site__brand">
          <Logo size={32} />
          <span>{name}</span>
        </div>
        <Button onClick={() => navigate(paths.home)}>返回门户</Button>
      </header>
      <section className="builtin-site__body">
        {state.kind === 'loading' ? (
          <div className="builtin-site__status" role="status" aria-live="polite">
            <Spin size="large" />
            <p>正在进入{name}…</p>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <div className="builtin-site__status" role="alert">
            <h1 className="builtin-site__title">{state.title}</h1>
            <p className="builtin-site__text">{state.text}</p>
            <div className="builtin-site__actions">
              <Button type="primary" onClick={() => navigate(paths.login)}>
                去登录
              </Button>
              <Link to={paths.home}>返回门户首页</Link>
            </div>
          </div>
        ) : null}
        {state.kind === 'ready' ? (
          <div className="builtin-site__greeting">
            <h1 className="builtin-site__title">欢迎，{state.user.realName}</h1>
            <p className="builtin-site__role">{roleLine(state.user)}</p>
            {children}
          </div>
        ) : null}
      </section>
    </div>
  );
}
