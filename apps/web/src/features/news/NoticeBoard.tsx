import { formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { useNotices } from './api';

/** How many notices the board shows (the call answers the latest 10). */
const SHOWN = 5;

/**
 * 平台公告 above the /News list: the latest published notices, each opening in place (plain
 * text, no script needed). Rendered on the server with the page, like the news list.
 */
export function NoticeBoard() {
  const notices = useNotices();
  let body: ReactNode;
  if (notices.isPending) body = <PlainSkeleton title={false} rows={2} />;
  else if (notices.isError) body = <p className="notice-board__note">平台公告暂时无法加载。</p>;
  else if (notices.data.length === 0) body = <p className="notice-board__note">暂无公告</p>;
  else
    body = (
      <ul className="notice-board__list">
        {notices.data.slice(0, SHOWN).map((notice) => (
          <li key={notice.id} className="notice-board__item">
            <details>
              <summary>
                <span className="notice-board__headline">{notice.title}</span>
                <time dateTime={notice.createTime}>{formatDate(notice.createTime)}</time>
              </summary>
              <p className="notice-board__content">{notice.content}</p>
            </details>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="notice-board" aria-labelledby="notice-board-title">
      <h2 id="notice-board-title" className="notice-board__title">
        平台公告
      </h2>
      {body}
    </section>
  );
}
