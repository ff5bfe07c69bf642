import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import './components.css';

export interface Crumb {
  title: string;
  to?: string;
}

interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** Crumbs between 首页 and the title; 首页 and the title are always added. */
  trail?: Crumb[];
  children?: ReactNode;
}

const InsideFrame = createContext(false);

/**
 * The frame of a content page: a banner with the page title (the h1), the breadcrumb
 * 首页 > … > title, then the page body in a centred column. A page rendered inside
 * another frame (an account-area page inside its layout) adds only its body.
 */
export function PageFrame({ title, subtitle, trail = [], children }: PageFrameProps) {
  const nested = useContext(InsideFrame);
  if (nested) return <>{children}</>;
  const crumbs: Crumb[] = [{ title: '首页', to: '/' }, ...trail, { title }];
  return (
    <InsideFrame.Provider value={true}>
      <div className="page-frame">
        <section className="page-banner">
          <div className="container page-banner__inner">
            <h1 className="page-banner__title">{title}</h1>
            {subtitle ? <p className="page-banner__subtitle">{subtitle}</p> : null}
          </div>
        </section>
        <div className="container page-frame__body">
          <nav className="page-breadcrumb" aria-label="面包屑">
            <ol>
              {crumbs.map((crumb, index) => {
                const last = index === crumbs.length - 1;
                return (
                  <li key={`${crumb.title}-${crumb.to ?? ''}`}>
                    {crumb.to && !last ? (
                      <Link to={crumb.to}>{crumb.title}</Link>
                    ) : (
                      <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          {children}
        </div>
      </div>
    </InsideFrame.Provider>
  );
}
