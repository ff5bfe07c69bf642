import { Icon } from '../../shared/icons/icons';
import { CONTACT } from '../../shared/layout/SiteFooter';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from './icons';

/** The platform's own contact details (spec 000 §1: hotline, the Henan address, sales mailbox). */
export function ContactDetails() {
  return (
    <ul className="about-contacts">
      <li>
        <Icon of={PhoneOutlined} aria-hidden="true" />
        <span className="about-contacts__label">客服热线</span>
        <a href={`tel:${CONTACT.hotline.replaceAll('-', '')}`}>{CONTACT.hotline}</a>
      </li>
      <li>
        <Icon of={ClockCircleOutlined} aria-hidden="true" />
        <span className="about-contacts__label">服务时间</span>
        <span>{CONTACT.serviceHours}</span>
      </li>
      <li>
        <Icon of={MailOutlined} aria-hidden="true" />
        <span className="about-contacts__label">销售邮箱</span>
        <a href={`mailto:${CONTACT.salesEmail}`}>{CONTACT.salesEmail}</a>
      </li>
      <li>
        <Icon of={EnvironmentOutlined} aria-hidden="true" />
        <span className="about-contacts__label">公司地址</span>
        <span>{CONTACT.address}</span>
      </li>
    </ul>
  );
}
