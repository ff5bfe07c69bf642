import { BANNER_TYPES } from '@portal/shared/constants';
import type { CaseDetail } from '@portal/shared/content';
import { CONTENT_TEXTS } from '@portal/shared/content-constants';
import { formatDate } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { links } from '../../config/paths';
import { RequestError } from '../../shared/api/request';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { AimOutlined, FileSearchOutlined } from '../../shared/icons/content';
import { Icon, WarningOutlined } from '../../shared/icons/icons';
import { RichText } from '../../shared/rich-text/RichText';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { readId, useCase } from './api';
import './solution.css';

/** /Case?title=hyfa&id= (spec 000 §2.11): one industry case in full. */
export default function CasePage() {
  const [search] = useSearchParams();
  const id = readId(search);
  const item = useCase(id);
  const navigate = useNavigate();
  useDocumentMeta(
    item.data ? `${item.data.title} - 行业案例` : undefined,
    item.data?.summary,
    item.data?.picture,
  );

  const missing = id === null || (item.error instanceof RequestError && item.error.httpStatus === 404);
  let body: ReactNode;
  if (missing) {
    body = (
      <StatusBlock
        icon={<Icon of={FileSearchOutlined} className="status-block__icon" />}
        title={CONTENT_TEXTS.caseNotFound}
        description="这个案例可能已被撤下，或者链接有误。"
        actions={
          <PlainButton variant="primary" onClick={() => navigate(links.solution())}>
            查看行业解决方案
          </PlainButton>
        }
      />
    );
  } else if (item.isPending) {
    body = (
      <div className="case-article" role="status" aria-busy="true" aria-label="案例加载中">
        <PlainSkeleton rows={10} />
      </div>
    );
  } else if (item.isError) {
    body = (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title="案例加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <PlainButton variant="primary" onClick={() => void item.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  } else {
    body = <CaseArticle item={item.data} />;
  }

  const trail = item.data
    ? [
        { title: '行业解决方案', to: links.solution() },
        { title: item.data.industryTitle, to: links.solution(item.data.industryId) },
        { title: item.data.title },
      ]
    : [{ title: '行业解决方案', to: links.solution() }, { title: '行业案例' }];

  return (
    <div className="case-page">
      <BannerCarousel
        type={BANNER_TYPES.solution}
        fallbackTitle="行业案例"
        fallbackSummary="冷链行业数字化落地案例"
      />
      <div className="container case-page__body">
        <Breadcrumb trail={trail} />
        {body}
      </div>
    </div>
  );
}

function CaseArticle({ item }: { item: CaseDetail }) {
  const navigate = useNavigate();
  return (
    <article className="case-article">
      <header className="case-article__head">
        <p className="case-article__solution">{item.industryTitle}</p>
        <h1 className="case-article__title">{item.title}</h1>
        <p className="case-article__meta">
          <span>
            <Icon of={AimOutlined} aria-hidden="true" /> {item.customer}
          </span>
          <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
        </p>
        <p className="case-article__summary">{item.summary}</p>
      </header>
      <RichText html={item.content} />
      <footer className="case-article__foot">
        <PlainButton variant="primary" onClick={() => navigate(links.solution(item.industryId))}>
          查看{item.industryTitle}
        </PlainButton>
      </footer>
    </article>
  );
}
