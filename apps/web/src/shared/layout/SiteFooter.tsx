import { SITE_NAME } from '@portal/shared/constants';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Contact details shown in the footer (spec 000 §1: hotline, Henan address, sales mailbox, regions). */
export const CONTACT = {
  hotline: '400-036-5858',
  serviceHours: '工作日 9:00–18:00',
  address: '河南省郑州市郑东新区金水东路 66 号冷链产业大厦 18 层',
  salesEmail: 'sales@coldchain-iip.cn',
  regions: [
    { region: '华北区', name: '王经理', phone: '400-036-5858 转 801' },
    { region: '华东区', name: '陈经理', phone: '400-036-5858 转 802' },
    { region: '华南区', name: '林经理', phone: '400-036-5858 转 803' },
    { region: '西南区', name: '张经理', phone: '400-036-5858 转 804' },
  ],
} as const;

const QUICK_LINKS = [
  { label: '关于我们', to: paths.aboutUs },
  { label: '联系我们', to: paths.contact },
  { label: '平台会员', to: paths.platformMembers },
  { label: '客户地图', to: paths.maps },
  { label: '行业解决方案', to: paths.solution },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__col site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            联系我们
          </h2>
          <p className="site-footer__hotline">
            <span className="site-footer__label">客服热线</span>
            <a href={`tel:${CONTACT.hotline.replaceAll('-', '')}`}>{CONTACT.hotline}</a>
          </p>
          <p className="site-footer__muted">{CONTACT.serviceHours}</p>
          <p>
            <span className="site-footer__label">公司地址</span>
            {CONTACT.address}
          </p>
          <p>
            <span className="site-footer__label">销售邮箱</span>
            <a href={`mailto:${CONTACT.salesEmail}`}>{CONTACT.salesEmail}</a>
          </p>
        </section>
        <section className="site-footer__col" aria-labelledby="footer-regions">
          <h2 id="footer-regions" className="site-footer__heading">
            区域联系人
          </h2>
          <ul className="site-footer__regions">
            {CONTACT.regions.map((contact) => (
              <li key={contact.region}>
                <span className="site-footer__region">{contact.region}</span>
                <span>{contact.name}</span>
                <span className="site-footer__muted">{contact.phone}</span>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__col" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            快速链接
          </h2>
          <ul className="site-footer__links">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <span>
            © {new Date().getFullYear()} {SITE_NAME} 版权所有
          </span>
          <Link to={paths.privacy}>隐私协议</Link>
        </div>
      </div>
    </footer>
  );
}
