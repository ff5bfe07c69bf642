import type { MicroCard } from '@portal/shared/catalogue';
import { TIMERS_MS } from '@portal/shared/constants';
import type { IndustryListItem, NewsListItem } from '@portal/shared/content';
import { HOME_NEWS } from '@portal/shared/content-constants';
import { chinaDateParts, formatDate } from '@portal/shared/format';
import { Link } from 'react-router';
import { links } from '../../config/paths';
import { useCarousel } from '../../shared/banner/useCarousel';
import { Icon, LeftOutlined, RightOutlined } from '../../shared/icons/icons';
import { useHomeMicroservices, useHomeNews, useHomeSolutions } from './api';
import { SectionState } from './SectionState';

/** Up to 10 microservices (spec 000 §2.3), each labelled by what it costs. */
export function MicroserviceGrid() {
  const micro = useHomeMicroservices();
  return (
    <SectionState query={micro} what="工业微服务" empty="暂无工业微服务，敬请期待。">
      {(list: MicroCard[]) => (
        <ul className="home-micro">
          {list.map((item) => (
            <li key={item.id}>
              <Link className="home-micro__card" to={links.appDetail('gywfwzj', item.id, 'micr')}>
                <img src={item.icon} alt="" width={48} height={48} loading="lazy" />
                <span className="home-micro__name">{item.name}</span>
                <span className="home-micro__text">{item.contentRemake}</span>
                {/* DESIGN.md: the label tells the truth (the original's isFree is reversed). */}
                <span
                  className={
                    item.charged ? 'home-micro__price home-micro__price--charged' : 'home-micro__price'
                  }
                >
                  {item.charged ? '收费' : '免费'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionState>
  );
}

/** Up to 5 industry solutions (spec 000 §2.3). */
export function SolutionsBlock() {
  const solutions = useHomeSolutions();
  return (
    <SectionState query={solutions} what="行业解决方案" empty="暂无行业解决方案。" rows={3}>
      {(list: IndustryListItem[]) => (
        <ul className="home-solutions">
          {list.map((item) => (
            <li key={item.id}>
              <Link className="home-solutions__card" to={links.solution(item.id)}>
                <img src={item.icon} alt="" width={56} height={56} loading="lazy" />
                <span className="home-solutions__title">{item.title}</span>
                <span className="home-solutions__digest">{item.digest}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionState>
  );
}

/** The news block (spec 000 §2.3, §9): a slider of the first 3 items and a list of the next 3. */
export function NewsBlock() {
  const news = useHomeNews();
  return (
    <SectionState query={news} what="新闻资讯" empty="暂无新闻。">
      {(list: NewsListItem[]) => (
        <div className="home-news">
          <NewsSlider items={list.slice(0, HOME_NEWS.slider)} />
          <ul className="home-news__list">
            {list.slice(HOME_NEWS.slider, HOME_NEWS.slider + HOME_NEWS.list).map((item) => {
              const { year, monthDay } = chinaDateParts(item.createTime);
              return (
                <li key={item.id}>
                  <Link className="home-news__item" to={links.newsDetail(item.id, { currentPage: 1 })}>
                    <time className="home-news__date" dateTime={item.createTime}>
                      <span>{monthDay}</span>
                      <span>{year}</span>
                    </time>
                    <span className="home-news__text">
                      <span className="home-news__headline">{item.headline}</span>
                      <span className="home-news__excerpt">{item.content}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </SectionState>
  );
}

function NewsSlider({ items }: { items: NewsListItem[] }) {
  const { index, next, prev, goTo } = useCarousel(items.length, TIMERS_MS.bannerCarousel);
  return (
    <div className="home-news__slider">
      {items.map((item, i) => (
        <Link
          key={item.id}
          className="home-news__slide"
          data-active={i === index}
          aria-hidden={i !== index}
          tabIndex={i === index ? undefined : -1}
          to={links.newsDetail(item.id, { currentPage: 1 })}
        >
          <img src={item.poster} alt="" width={800} height={450} loading="lazy" />
          <span className="home-news__caption">
            <span className="home-news__slide-title">{item.headline}</span>
            <time dateTime={item.createTime}>{formatDate(item.createTime)}</time>
          </span>
        </Link>
      ))}
      {items.length > 1 ? (
        <div className="home-news__controls">
          <button type="button" aria-label="上一条新闻" onClick={prev}>
            <Icon of={LeftOutlined} />
          </button>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className="home-news__dot"
              aria-label={`第${i + 1}条新闻`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
          <button type="button" aria-label="下一条新闻" onClick={next}>
            <Icon of={RightOutlined} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
