import { formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { useHotNews } from './api';

/** The hot-news list beside a detail (spec 000 §2.5): most read first. */
export function HotNews({ linkTo, current }: { linkTo: (id: number) => string; current: number | null }) {
  const hot = useHotNews();
  let body: ReactNode;
  if (hot.isPending) body = <PlainSkeleton title={false} rows={6} />;
  else if (hot.isError) body = <p className="news-hot__note">热门资讯暂时无法加载。</p>;
  else if (hot.data.length === 0) body = <p className="news-hot__note">暂无热门资讯</p>;
  else
    body = (
      <ol className="news-hot__list">
        {hot.data.map((item, index) => (
          <li key={item.id} className="news-hot__item">
            <span className="news-hot__rank" data-top={index < 3}>
              {index + 1}
            </span>
            <span className="news-hot__text">
              <Link to={linkTo(item.id)} aria-current={item.id === current ? 'page' : undefined}>
                {item.headline}
              </Link>
              <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <aside className="news-hot" aria-labelledby="news-hot-title">
      <h2 id="news-hot-title" className="news-hot__title">
        热门资讯
      </h2>
      {body}
    </aside>
  );
}
