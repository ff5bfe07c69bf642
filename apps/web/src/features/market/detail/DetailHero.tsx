import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from '../../../shared/components/PageFrame';
import { useDocumentMeta } from '../../../shared/seo/document-meta';
import { ItemLogo } from '../components/ItemLogo';

interface DetailHeroProps {
  /** Crumbs between 首页 and the item (the catalogue and its /List category). */
  trail: Crumb[];
  logo: string;
  title: string;
  tags?: ReactNode;
  summary: string;
  meta: [label: string, value: ReactNode][];
  actions?: ReactNode;
}

/** The head of a detail page: breadcrumb back to /List, the item, its facts and its buttons. */
export function DetailHero({ trail, logo, title, tags, summary, meta, actions }: DetailHeroProps) {
  // The item's own title, description and picture (Open Graph) for the page.
  useDocumentMeta(title, summary, logo);
  const crumbs: Crumb[] = [{ title: '首页', to: '/' }, ...trail, { title }];
  return (
    <section className="detail-hero">
      <div className="container">
        <nav className="page-breadcrumb detail-hero__crumbs" aria-label="面包屑">
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.title}-${crumb.to ?? ''}`}>
                {crumb.to && index < crumbs.length - 1 ? (
                  <Link to={crumb.to}>{crumb.title}</Link>
                ) : (
                  <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.title}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <div className="detail-hero__main">
          <ItemLogo src={logo} size={96} className="detail-hero__logo" />
          <div className="detail-hero__body">
            <h1 className="detail-hero__title">{title}</h1>
            {tags ? <div className="detail-hero__tags">{tags}</div> : null}
            <p className="detail-hero__summary">{summary}</p>
            <dl className="detail-hero__meta">
              {meta.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {actions ? <div className="detail-hero__actions">{actions}</div> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A titled block of the detail body. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="detail-section">
      <h2 className="detail-section__title">{title}</h2>
      {children}
    </section>
  );
}
