import type { NewsDetail, NewsLink } from '@portal/shared/content';
import { CONTENT_TEXTS } from '@portal/shared/content-constants';
import { chinaDateParts } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { links } from '../../config/paths';
import { RequestError } from '../../shared/api/request';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { FileSearchOutlined } from '../../shared/icons/content';
import { Icon, WarningOutlined } from '../../shared/icons/icons';
import { RichText } from '../../shared/rich-text/RichText';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { readId, readListQuery, useNewsDetail } from './api';
import { HotNews } from './HotNews';
import './news.css';

/**
 * /NewsDetail (spec 000 §2.5): breadcrumb 首页 > 新闻资讯 > headline, the rich body, the
 * date split into year, month-day and time, previous and next (没有了 at the ends) and
 * the hot list alongside. `currentPage` (and the page size) lead back to the same list page.
 */
export default function NewsDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const { currentPage, pageSize } = readListQuery(search);
  const hot = search.get('type') === 'hot';
  const detail = useNewsDetail(id);
  const listLink = links.news(currentPage, pageSize);
  const linkTo = (target: number) => links.newsDetail(target, { currentPage, pageSize, hot });
  useDocumentMeta(detail.data?.headline, detail.data?.content, detail.data?.poster);

  const notFound = id === null || (detail.error instanceof RequestError && detail.error.httpStatus === 404);
  let main: ReactNode;
  if (notFound) {
    main = <Missing listLink={listLink} />;
  } else if (detail.isPending) {
    main = (
      <div className="news-article" role="status" aria-busy="true" aria-label="新闻加载中">
        <PlainSkeleton rows={10} />
      </div>
    );
  } else if (detail.isError) {
    main = (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title="新闻加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <PlainButton variant="primary" onClick={() => void detail.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  } else {
    main = <Article news={detail.data} linkTo={linkTo} />;
  }

  return (
    <div className="container news-detail">
      <Breadcrumb
        trail={[
          { title: '新闻资讯', to: listLink },
          { title: detail.data?.headline ?? (notFound ? '未找到' : '新闻详情') },
        ]}
      />
      <div className="news-detail__layout">
        <div className="news-detail__main">{main}</div>
        <HotNews
          linkTo={(target) => links.newsDetail(target, { currentPage, pageSize, hot: true })}
          current={id}
        />
      </div>
    </div>
  );
}

function Article({ news, linkTo }: { news: NewsDetail; linkTo: (id: number) => string }) {
  const { year, monthDay, time } = chinaDateParts(news.createTime);
  return (
    <article className="news-article">
      <header className="news-article__head">
        <time className="news-date" dateTime={news.createTime}>
          <span className="news-date__month-day">{monthDay}</span>
          <span className="news-date__year">{year}</span>
          <span className="news-date__time">{time}</span>
        </time>
        <div>
          <h1 className="news-article__title">{news.headline}</h1>
          <p className="news-article__meta">阅读 {news.clickCount}</p>
        </div>
      </header>
      <RichText html={news.contentParse} className="news-article__body" />
      <nav className="news-neighbours" aria-label="上一篇与下一篇">
        <Neighbour label="上一篇" link={news.previous} linkTo={linkTo} />
        <Neighbour label="下一篇" link={news.next} linkTo={linkTo} />
      </nav>
    </article>
  );
}

function Neighbour({
  label,
  link,
  linkTo,
}: {
  label: string;
  link: NewsLink | null;
  linkTo: (id: number) => string;
}) {
  return (
    <p className="news-neighbours__item">
      <span className="news-neighbours__label">{label}：</span>
      {link ? <Link to={linkTo(link.id)}>{link.headline}</Link> : <span>{CONTENT_TEXTS.none}</span>}
    </p>
  );
}

function Missing({ listLink }: { listLink: string }) {
  const navigate = useNavigate();
  return (
    <StatusBlock
      icon={<Icon of={FileSearchOutlined} className="status-block__icon" />}
      title={CONTENT_TEXTS.newsNotFound}
      description="这条新闻可能已被撤下，或者链接有误。"
      actions={
        <PlainButton variant="primary" onClick={() => navigate(listLink)}>
          返回新闻列表
        </PlainButton>
      }
    />
  );
}
