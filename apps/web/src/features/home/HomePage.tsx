import { BANNER_TYPES, SITE_NAME, TIMERS_MS } from '@portal/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { Icon, RightOutlined } from '../../shared/icons/icons';
import { SITE_DESCRIPTION, useDocumentMeta } from '../../shared/seo/document-meta';
import { HomeIcon } from './HomeIcon';
import { MicroserviceGrid, NewsBlock, SolutionsBlock } from './HomeSections';
import { DEVELOPMENT_STEPS, MARKET_STEPS, RUNTIME_TOPICS } from './home-content';
import { StepTabs } from './StepTabs';
import './home.css';

const CAPABILITIES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <HomeIcon name="api" />,
    title: '灵活连接',
    text: '冷库、冷藏车与制冷机组多协议接入，设备数据实时上云',
  },
  {
    icon: <HomeIcon name="appstore" />,
    title: '快速集成',
    text: '工业应用、微服务与机理模型开箱即用，按需组合',
  },
  {
    icon: <HomeIcon name="safety-certificate" />,
    title: '安全可靠',
    text: '租户隔离、权限分级与全链路加密，保障业务数据安全',
  },
  {
    icon: <HomeIcon name="share-alt" />,
    title: '开放共享',
    text: '开发者社区与应用市场共建共享，沉淀行业经验',
  },
];

const QUICK_CARDS: { icon: ReactNode; title: string; text: string; to: string }[] = [
  {
    icon: <HomeIcon name="team" />,
    title: '平台会员',
    text: '加入平台的冷链企业',
    to: paths.platformMembers,
  },
  { icon: <HomeIcon name="environment" />, title: '客户地图', text: '遍布全国的服务网络', to: paths.maps },
  { icon: <HomeIcon name="read" />, title: '新闻资讯', text: '行业动态与平台公告', to: paths.news },
  { icon: <HomeIcon name="swap" />, title: '行业供需', text: '发布与查找供需信息', to: paths.supply },
];

const DEVELOPMENT_ICONS = [
  <HomeIcon key="project" name="project" />,
  <HomeIcon key="lowcode" name="build" />,
  <HomeIcon key="code" name="code" />,
  <HomeIcon key="check" name="file-search" />,
  <HomeIcon key="build" name="deployment-unit" />,
  <HomeIcon key="test" name="experiment" />,
  <HomeIcon key="release" name="rocket" />,
];
const MARKET_ICONS = [
  <HomeIcon key="browse" name="search" />,
  <HomeIcon key="subscribe" name="shopping" />,
  <HomeIcon key="use" name="login" />,
];
const RUNTIME_ICONS = [
  <HomeIcon key="instance" name="cloud-server" />,
  <HomeIcon key="monitor" name="monitor" />,
  <HomeIcon key="billing" name="pay-circle" />,
  <HomeIcon key="status" name="dashboard" />,
  <HomeIcon key="deploy" name="schedule" />,
];

function SectionHead({ id, title, lead, more }: { id: string; title: string; lead: string; more?: string }) {
  return (
    <div className="home-section__head">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <p className="home-section__lead">{lead}</p>
      {more ? (
        <Link className="home-section__more" to={more}>
          查看更多 <Icon of={RightOutlined} />
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Home (spec 000 §2.3): the banner carousel (type 1), four quick cards, platform
 * capabilities, the development-centre tour (seven steps, 6 s) and the market steps
 * (three, 4 s), up to 10 microservices, up to 5 solutions, the news block, and the
 * runtime-support topics.
 */
export default function HomePage() {
  useDocumentMeta(undefined, SITE_DESCRIPTION);
  return (
    <div className="home">
      <BannerCarousel
        type={BANNER_TYPES.home}
        fallbackTitle={SITE_NAME}
        fallbackSummary="连接冷库、冷藏车与制冷设备，汇聚工业应用、工业微服务与机理模型，助力冷链企业数字化、智能化升级。"
        size="home"
        headingLevel={1}
      />

      <div className="container">
        <nav className="home-quick" aria-label="快捷入口">
          {QUICK_CARDS.map((card) => (
            <Link key={card.to} to={card.to} className="home-quick__card">
              <span className="home-quick__icon" aria-hidden="true">
                {card.icon}
              </span>
              <span>
                <span className="home-quick__title">{card.title}</span>
                <span className="home-quick__text">{card.text}</span>
              </span>
            </Link>
          ))}
        </nav>

        <section className="home-section" aria-labelledby="home-capabilities">
          <SectionHead
            id="home-capabilities"
            title="平台能力"
            lead="连接设备、汇聚应用、开放共享的冷链工业互联网底座"
          />
          <ul className="home-capabilities">
            {CAPABILITIES.map((item) => (
              <li key={item.title} className="home-capabilities__item">
                <span className="home-capabilities__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section" aria-labelledby="home-development">
          <SectionHead
            id="home-development"
            title="应用开发中心"
            lead="从立项到上架的一站式冷链应用开发流程"
            more={paths.developer}
          />
          <StepTabs
            label="应用开发七个步骤"
            steps={DEVELOPMENT_STEPS}
            icons={DEVELOPMENT_ICONS}
            interval={TIMERS_MS.developmentTabs}
          />
        </section>

        <section className="home-section" aria-labelledby="home-market">
          <SectionHead
            id="home-market"
            title="应用市场"
            lead="三步开通冷链行业应用"
            more={paths.application}
          />
          <StepTabs
            label="应用市场三个步骤"
            steps={MARKET_STEPS}
            icons={MARKET_ICONS}
            interval={TIMERS_MS.marketSteps}
            numbered
          />
        </section>

        <section className="home-section" aria-labelledby="home-micro">
          <SectionHead
            id="home-micro"
            title="工业微服务"
            lead="可复用的工业计算与数据服务，在线调试、接口调用"
            more={paths.microservice}
          />
          <MicroserviceGrid />
        </section>

        <section className="home-section" aria-labelledby="home-solutions">
          <SectionHead
            id="home-solutions"
            title="行业解决方案"
            lead="覆盖冷库、冷链运输、食品加工、医药与商超"
            more={paths.solution}
          />
          <SolutionsBlock />
        </section>

        <section className="home-section" aria-labelledby="home-news">
          <SectionHead
            id="home-news"
            title="新闻资讯"
            lead="行业动态、政策解读与平台公告"
            more={paths.news}
          />
          <NewsBlock />
        </section>
      </div>

      <section className="home-runtime" aria-labelledby="home-runtime">
        <div className="container">
          <SectionHead id="home-runtime" title="运行支撑" lead="应用上线之后，平台为稳定运行保驾护航" />
          <ul className="home-runtime__list">
            {RUNTIME_TOPICS.map((topic, i) => (
              <li key={topic.title} className="home-runtime__item">
                <span className="home-runtime__icon" aria-hidden="true">
                  {RUNTIME_ICONS[i]}
                </span>
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
