import { Link } from 'react-router';
import type { Crumb } from './PageFrame';
import './components.css';

/**
 * 首页 > … > the page: the same trail PageFrame draws, for pages that have a banner
 * carousel or their own header instead of the frame.
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ title: '首页', to: '/' }, ...trail];
  return (
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
  );
}
