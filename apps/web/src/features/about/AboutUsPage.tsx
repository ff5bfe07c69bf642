import { BANNER_TYPES } from '@portal/shared/constants';
import type { ReactNode } from 'react';
import { BannerCarousel } from '../../shared/banner/BannerCarousel';
import { AppstoreOutlined } from '../../shared/icons/catalogue';
import { Icon } from '../../shared/icons/icons';
import { ContactDetails } from './ContactDetails';
import { AimOutlined, ApiOutlined, ClusterOutlined, EyeOutlined, HeartOutlined } from './icons';
import { MessageForm } from './MessageForm';
import './about.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const OFFERINGS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Icon of={ApiOutlined} />,
    title: '设备接入',
    text: '冷库机组、冷藏车、冷柜与温湿度传感器通过网关或直连接入，运行数据实时上云。',
  },
  {
    icon: <Icon of={AppstoreOutlined} />,
    title: '工业应用',
    text: '冷库管理、冷链追溯、能耗分析等行业应用，免费试用、按年订阅，开箱即用。',
  },
  {
    icon: <Icon of={ClusterOutlined} />,
    title: '微服务与机理模型',
    text: '露点、制冷剂物性、冷库热负荷、预冷时间等计算服务与机理模型，在线调试与仿真。',
  },
];

const VISION: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Icon of={AimOutlined} />,
    title: '使命',
    text: '用工业互联网连接冷链的每一个环节，让冷链企业用得起、用得好数字化工具。',
  },
  {
    icon: <Icon of={EyeOutlined} />,
    title: '愿景',
    text: '让每一度冷都可感知、可追溯、可优化，成为中部地区领先、服务全国的冷链产业数字化平台。',
  },
  {
    icon: <Icon of={HeartOutlined} />,
    title: '价值观',
    text: '开放共享、安全可信、以用户价值为先，与开发者和行业伙伴共建共赢。',
  },
];

const DESCRIPTION = '关于冷链工业互联网平台：平台介绍、愿景与使命、联系方式与在线留言。';

/** /AboutUs (spec 000 §2.12): banner type 10, introduction, vision, contacts, message form. */
export default function AboutUsPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  return (
    <div className="about-page">
      <BannerCarousel
        type={BANNER_TYPES.aboutUs}
        fallbackTitle="关于我们"
        fallbackSummary="平台介绍、愿景与联系方式"
        headingLevel={1}
      />
      <div className="container">
        <section className="about-section" aria-labelledby="about-intro">
          <h2 id="about-intro" className="about-section__title">
            平台介绍
          </h2>
          <div className="about-intro">
            <div className="about-intro__text">
              <p>
                冷链工业互联网平台由河南冷链产业链上的骨干企业联合发起，立足郑州、服务全国，面向冷库运营、冷链物流、食品加工和制冷设备制造企业，提供设备接入、工业应用、工业微服务和机理模型等一站式数字化服务。
              </p>
              <p>
                平台把冷库、冷藏车和制冷机组的运行数据汇聚起来，用基于热工与制冷原理的模型把数据变成可执行的建议：库温异常及时告警，预冷与除霜按需进行，能耗与碳排放看得见、降得下来。企业可以在应用市场按需订阅，开发者可以把行业经验沉淀为应用与微服务，在平台上发布与共享。
              </p>
            </div>
            <ul className="about-offerings">
              {OFFERINGS.map((item) => (
                <li key={item.title} className="about-offerings__item">
                  <span className="about-offerings__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <div>
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="about-section" aria-labelledby="about-vision">
          <h2 id="about-vision" className="about-section__title">
            愿景与使命
          </h2>
          <ul className="about-vision">
            {VISION.map((item) => (
              <li key={item.title} className="about-vision__item">
                <span className="about-vision__icon" aria-hidden="true">
                  {item.icon}
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-section about-contact" aria-labelledby="about-contact">
          <div className="about-contact__details">
            <h2 id="about-contact" className="about-section__title about-section__title--left">
              联系方式
            </h2>
            <ContactDetails />
          </div>
          <div className="about-contact__form">
            <h2 className="about-section__title about-section__title--left">在线留言</h2>
            <MessageForm source="AboutUs" />
          </div>
        </section>
      </div>
    </div>
  );
}
