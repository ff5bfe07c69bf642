import { BANNER_TYPES, INDUSTRY_PAGE_SIZE, TIMERS_MS } from '@portal/shared/constants';
import type { CaseListItem, IndustryDetail } from '@portal/shared/content';
import { CONTENT_TEXTS } from '@portal/shared/content-constants';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { links } from '../../config/paths';
import { RequestError } from '../../shared/api/request';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { useCarousel } from '../../shared/banner/useCarousel';
import { Breadcrumb } from '../../shared/components/Breadcrumb';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { AimOutlined, FileSearchOutlined } from '../../shared/icons/content';
import { Icon, LeftOutlined, RightOutlined, WarningOutlined } from '../../shared/icons/icons';
import { RichText } from '../../shared/rich-text/RichText';
import { useDocumentMeta } from '../../shared/seo/document-meta';
import { readId, useIndustries, useIndustry } from './api';
import { CheckCircleFilled, SolutionOutlined } from './icons';
import './solution.css';

const PAGE_TITLE = '行业解决方案';
const DESCRIPTION = '面向冷库、冷链物流、食品加工、医药与商超的冷链数字化解决方案与落地案例。';

function failed(what: string, retry: () => void) {
  return (
    <StatusBlock
      icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
      title={`${what}加载失败`}
      description="网络不稳定或服务暂不可用，请稍后重试。"
      actions={
        <PlainButton variant="primary" onClick={retry}>
          重新加载
        </PlainButton>
      }
    />
  );
}

/**
 * /Solution (spec 000 §2.11): banner type 2, the industry list (10 a page), and the chosen
 * solution: its introduction, a carousel of its cases, pain points and value. The choice is
 * the address's `id` (the first solution without one), so each solution has its own link.
 */
export default function SolutionPage() {
  const [search] = useSearchParams();
  const [listPage, setListPage] = useState(1);
  const industries = useIndustries(listPage);
  const chosenId = readId(search) ?? industries.data?.list[0]?.id ?? null;
  const detail = useIndustry(chosenId);
  useDocumentMeta(
    readId(search) && detail.data ? `${detail.data.title} - ${PAGE_TITLE}` : PAGE_TITLE,
    detail.data?.digest ?? DESCRIPTION,
    detail.data?.picture,
  );

  let list: ReactNode;
  if (industries.isPending) list = <PlainSkeleton rows={6} />;
  else if (industries.isError) list = failed('行业列表', () => void industries.refetch());
  else
    list = (
      <>
        <ul className="solution-menu">
          {industries.data.list.map((item) => (
            <li key={item.id}>
              <Link
                to={links.solution(item.id)}
                className="solution-menu__item"
                aria-current={item.id === chosenId ? 'page' : undefined}
              >
                <img src={item.icon} alt="" width={40} height={40} />
                <span>{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
        {industries.data.pagination.total > INDUSTRY_PAGE_SIZE ? (
          <IndustryPages
            current={listPage}
            pages={Math.ceil(industries.data.pagination.total / INDUSTRY_PAGE_SIZE)}
            onChange={setListPage}
          />
        ) : null}
      </>
    );

  let main: ReactNode;
  const missing = detail.error instanceof RequestError && detail.error.httpStatus === 404;
  if (industries.isSuccess && industries.data.pagination.total === 0 && readId(search) === null) {
    main = (
      <StatusBlock
        icon={<Icon of={SolutionOutlined} className="status-block__icon" />}
        title="暂无解决方案"
        description="平台发布行业解决方案后会在这里展示。"
      />
    );
  } else if (missing) {
    main = (
      <StatusBlock
        icon={<Icon of={FileSearchOutlined} className="status-block__icon" />}
        title={CONTENT_TEXTS.industryNotFound}
        description="请从左侧的行业列表中选择一个解决方案。"
      />
    );
  } else if (detail.isError) {
    main = failed('解决方案', () => void detail.refetch());
  } else if (detail.data) {
    main = <SolutionDetail solution={detail.data} />;
  } else if (industries.isError) {
    main = null;
  } else {
    main = <PlainSkeleton rows={12} />;
  }

  return (
    <div className="solution-page">
      <BannerCarousel
        type={BANNER_TYPES.solution}
        fallbackTitle={PAGE_TITLE}
        fallbackSummary="面向冷库、冷链物流与食品加工的数字化解决方案"
        headingLevel={1}
      />
      <div className="container solution-page__body">
        <Breadcrumb
          trail={[
            { title: PAGE_TITLE, to: links.solution() },
            ...(detail.data ? [{ title: detail.data.title }] : []),
          ]}
        />
        <div className="solution-layout">
          <nav className="solution-aside" aria-label="行业列表">
            <h2 className="solution-aside__title">行业列表</h2>
            {list}
          </nav>
          <div className="solution-main" aria-busy={detail.isFetching}>
            {main}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The industry list's pages, in the narrow aside: ‹ 2 / 3 › (antd's simple pager). */
function IndustryPages({
  current,
  pages,
  onChange,
}: {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  return (
    <div className="solution-menu__pages">
      <PlainButton
        variant="text"
        icon={<Icon of={LeftOutlined} />}
        aria-label="上一页"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      />
      <span>
        {current} / {pages}
      </span>
      <PlainButton
        variant="text"
        icon={<Icon of={RightOutlined} />}
        aria-label="下一页"
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      />
    </div>
  );
}

function SolutionDetail({ solution }: { solution: IndustryDetail }) {
  return (
    <article className="solution-detail">
      <header className="solution-detail__head">
        <h2 className="solution-detail__title">{solution.title}</h2>
        <p className="solution-detail__digest">{solution.digest}</p>
      </header>
      <div className="solution-intro">
        <img className="solution-intro__picture" src={solution.picture} alt="" width={1200} height={600} />
        <RichText html={solution.content} />
      </div>

      <section className="solution-section" aria-labelledby="solution-cases">
        <h3 id="solution-cases" className="solution-section__title">
          典型案例
        </h3>
        {solution.cases.length > 0 ? (
          <CaseCarousel key={solution.id} cases={solution.cases} />
        ) : (
          <p className="solution-section__empty">该方案的案例正在整理中。</p>
        )}
      </section>

      <section className="solution-section" aria-labelledby="solution-pain">
        <h3 id="solution-pain" className="solution-section__title">
          行业痛点
        </h3>
        <ul className="solution-points solution-points--pain">
          {solution.painPoints.map((point, index) => (
            <li key={point.title} className="solution-point">
              <span className="solution-point__mark" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h4>{point.title}</h4>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="solution-section" aria-labelledby="solution-value">
        <h3 id="solution-value" className="solution-section__title">
          方案价值
        </h3>
        <ul className="solution-points solution-points--value">
          {solution.values.map((point) => (
            <li key={point.title} className="solution-point">
              <Icon of={CheckCircleFilled} className="solution-point__check" aria-hidden="true" />
              <h4>{point.title}</h4>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** The solution carousel: one case at a time, rotating like the banners (4 s, 1.5 s restart). */
function CaseCarousel({ cases }: { cases: CaseListItem[] }) {
  const { index, next, prev, goTo } = useCarousel(cases.length, TIMERS_MS.bannerCarousel);
  const many = cases.length > 1;
  return (
    <div className="case-carousel">
      <div className="case-carousel__viewport">
        {cases.map((item, i) => (
          <div
            key={item.id}
            className="case-carousel__slide"
            data-active={i === index}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <img
              className="case-carousel__picture"
              src={item.picture}
              alt=""
              width={1200}
              height={600}
              loading="lazy"
            />
            <div className="case-carousel__text">
              <p className="case-carousel__customer">
                <Icon of={AimOutlined} aria-hidden="true" /> {item.customer}
              </p>
              <h4 className="case-carousel__title">{item.title}</h4>
              <p className="case-carousel__summary">{item.summary}</p>
              <Link className="case-carousel__more" to={links.case(item.id)}>
                查看案例详情
              </Link>
            </div>
          </div>
        ))}
      </div>
      {many ? (
        <div className="case-carousel__controls">
          <button type="button" className="case-carousel__arrow" aria-label="上一个案例" onClick={prev}>
            <Icon of={LeftOutlined} />
          </button>
          {cases.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="case-carousel__dot"
              aria-label={`第${i + 1}个案例`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
          <button type="button" className="case-carousel__arrow" aria-label="下一个案例" onClick={next}>
            <Icon of={RightOutlined} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
