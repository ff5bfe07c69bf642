import {
  ApiOutlined,
  AppstoreOutlined,
  EnvironmentOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShareAltOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { SITE_NAME } from '@portal/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { UnderConstruction } from '../../shared/components/UnderConstruction';
import './home.css';

const CAPABILITIES: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <ApiOutlined />, title: '灵活连接', text: '冷库、冷藏车与制冷机组多协议接入，设备数据实时上云' },
  { icon: <AppstoreOutlined />, title: '快速集成', text: '工业应用、微服务与机理模型开箱即用，按需组合' },
  {
    icon: <SafetyCertificateOutlined />,
    title: '安全可靠',
    text: '租户隔离、权限分级与全链路加密，保障业务数据安全',
  },
  { icon: <ShareAltOutlined />, title: '开放共享', text: '开发者社区与应用市场共建共享，沉淀行业经验' },
];

const QUICK_CARDS: { icon: ReactNode; title: string; text: string; to: string }[] = [
  { icon: <TeamOutlined />, title: '平台会员', text: '加入平台的冷链企业', to: paths.platformMembers },
  { icon: <EnvironmentOutlined />, title: '客户地图', text: '遍布全国的服务网络', to: paths.maps },
  { icon: <ReadOutlined />, title: '新闻资讯', text: '行业动态与平台公告', to: paths.news },
  { icon: <SwapOutlined />, title: '行业供需', text: '发布与查找供需信息', to: paths.supply },
];

/** Home (spec 000 §2.3). The banner carousel and content blocks arrive with the home-page issue. */
export default function HomePage() {
  const navigate = useNavigate();
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          <h1 className="home-hero__title">{SITE_NAME}</h1>
          <p className="home-hero__lead">
            连接冷库、冷藏车与制冷设备，汇聚工业应用、工业微服务与机理模型，助力冷链企业数字化、智能化升级。
          </p>
          <div className="home-hero__actions">
            <Button type="primary" size="large" onClick={() => navigate(paths.application)}>
              进入应用市场
            </Button>
            <Button size="large" ghost onClick={() => navigate(paths.solution)}>
              了解解决方案
            </Button>
          </div>
        </div>
      </section>

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
          <h2 id="home-capabilities" className="home-section__title">
            平台能力
          </h2>
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

        <section className="home-section" aria-label="更多首页栏目">
          <UnderConstruction
            subject="应用开发中心、工业微服务、行业解决方案与新闻动态等首页栏目"
            homeLink={false}
          />
        </section>
      </div>
    </div>
  );
}
