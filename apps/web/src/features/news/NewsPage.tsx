import { BANNER_TYPES } from '@portal/shared/constants';
import type { NewsListItem } from '@portal/shared/content';
import { NEWS_DEFAULT_PAGE_SIZE, NEWS_PAGE_SIZES } from '@portal/shared/content-constants';
import { formatDate, relativeTime } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { links } from '../../config/paths';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainPagination } from '../../shared/components/PlainPagination';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { useCurrentMinute } from '../../shared/components/useCurrentMinute';
import { Icon, WarningOutlined } from '../../shared/icons/icons';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { readListQuery, useNewsPage } from './api';
import { ReadOutlined } from './icons';
import { NoticeBoard } from './NoticeBoard';
import './news.css';

const DESCRIPTION = '冷链行业动态、政策解读、技术前沿与平台公告，了解冷链工业互联网平台的最新进展。';
/**
 * /News (spec 000 §2.4): banner type 7 and the paged news list (poster, date, headline,
 * excerpt). The page and size live in the address, so the way back from a detail (its
 * breadcrumb, or the browser's back) lands on the same page.
 */
export default function NewsPage() {
  useDocumentMeta('新闻资讯', DESCRIPTION);
  const [search, setSearch] = useSearchParams();
  const { currentPage, pageSize } = readListQuery(search);
  const news = useNewsPage(currentPage, pageSize);

  const goTo = (page: number, size: number) => {
    // A new page size starts again from page 1.
    const next: Record<string, string> = { currentPage: String(size === pageSize ? page : 1) };
    if (size !== NEWS_DEFAULT_PAGE_SIZE) next.pageSize = String(size);
    setSearch(next);
    document.getElementById('news-list')?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <ul className="news-list" aria-busy="true" aria-label="新闻加载中">
        {[0, 1, 2].map((i) => (
          <li key={i} className="news-item news-item--loading">
            <div className="news-item__poster plain-skeleton-block" aria-hidden="true" />
            <PlainSkeleton rows={3} />
          </li>
        ))}
      </ul>
    );
  } else if (news.isError) {
    body = (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title="新闻加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <PlainButton variant="primary" onClick={() => void news.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  } else if (news.data.list.length === 0) {
    const beyondEnd = news.data.pagination.total > 0;
    body = (
      <StatusBlock
        icon={<Icon of={ReadOutlined} className="status-block__icon" />}
        title={beyondEnd ? '这一页没有新闻' : '暂无新闻'}
        description={beyondEnd ? '页码超出了新闻的数量，请回到第一页查看。' : '平台发布新闻后会在这里展示。'}
        actions={
          beyondEnd ? (
            <PlainButton variant="primary" onClick={() => goTo(1, pageSize)}>
              回到第一页
            </PlainButton>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="news-list" aria-busy={news.isPlaceholderData}>
          {news.data.list.map((item, index) => (
            <NewsListEntry
              key={item.id}
              item={item}
              to={links.newsDetail(item.id, { currentPage, pageSize })}
              eager={index < 2}
            />
          ))}
        </ul>
        <PlainPagination
          className="news-pagination"
          current={currentPage}
          pageSize={pageSize}
          total={news.data.pagination.total}
          pageSizeOptions={NEWS_PAGE_SIZES}
          onChange={goTo}
          hrefOf={(page) => links.news(page, pageSize)}
        />
      </>
    );
  }

  return (
    <div className="news-page">
      <BannerCarousel
        type={BANNER_TYPES.news}
        fallbackTitle="新闻资讯"
        fallbackSummary="行业动态、政策解读与平台公告"
        headingLevel={1}
      />
      <div className="container news-page__body">
        <Breadcrumb trail={[{ title: '新闻资讯' }]} />
        <NoticeBoard />
        <section id="news-list" aria-label="新闻列表">
          {body}
        </section>
      </div>
    </div>
  );
}

function NewsListEntry({ item, to, eager }: { item: NewsListItem; to: string; eager: boolean }) {
  // How long ago: in the browser only (the server's HTML is cached; see useCurrentMinute).
  const now = useCurrentMinute();
  return (
    <li className="news-item">
      <Link to={to} className="news-item__link">
        <img
          className="news-item__poster"
          src={item.poster}
          alt=""
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className="news-item__text">
          <h2 className="news-item__headline">{item.headline}</h2>
          <p className="news-item__excerpt">{item.content}</p>
          <p className="news-item__meta">
            <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
            {now !== null ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{relativeTime(item.createTime, now)}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>阅读 {item.clickCount}</span>
          </p>
        </div>
      </Link>
    </li>
  );
}
