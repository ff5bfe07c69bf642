import { MARKET_TEXTS } from '@portal/shared/market-constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, RightOutlined } from '../../../shared/icons/icons';

interface GroupSectionProps {
  id: string;
  title: string;
  total?: number;
  /** The 更多 link; omitted when the group has no more to show. */
  moreTo?: string;
  children: ReactNode;
}

/** One industry or sort group of a catalogue home page, with its 更多 link. */
export function GroupSection({ id, title, total, moreTo, children }: GroupSectionProps) {
  const headingId = `group-${id}`;
  return (
    <section className="catalogue-group" aria-labelledby={headingId}>
      <header className="catalogue-group__head">
        <h2 id={headingId} className="catalogue-group__title">
          {title}
          {total !== undefined ? <span className="catalogue-group__total">共 {total} 个</span> : null}
        </h2>
        {moreTo ? (
          <Link to={moreTo} className="catalogue-group__more" aria-label={`${title}${MARKET_TEXTS.more}`}>
            {MARKET_TEXTS.more} <Icon of={RightOutlined} />
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
