import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { Icon } from '../../shared/icons/icons';
import { CONTACT } from '../../shared/layout/SiteFooter';
import { ContactDetails } from './ContactDetails';
import { PhoneOutlined, UserOutlined } from './icons';
import { MessageForm } from './MessageForm';
import './about.css';
import { useDocumentMeta } from '../../shared/seo/document-meta';

const DESCRIPTION =
  '联系冷链工业互联网平台：华北、华东、华南、西南区域联系人，客服热线、公司地址与在线留言。';

/** /Contact (spec 000 §2.12): the regional platform contacts and the message form. */
export default function ContactPage() {
  useDocumentMeta(undefined, DESCRIPTION);
  const handle = usePageHandle();
  return (
    <PageFrame title={handle?.title ?? '联系我们'} subtitle={handle?.summary}>
      <section className="about-section about-section--first" aria-labelledby="contact-regions">
        <h2 id="contact-regions" className="about-section__title about-section__title--left">
          区域联系人
        </h2>
        <ul className="contact-regions">
          {CONTACT.regions.map((contact) => (
            <li key={contact.region} className="contact-regions__card">
              <h3>{contact.region}</h3>
              <p>
                <Icon of={UserOutlined} aria-hidden="true" /> {contact.name}
              </p>
              <p>
                <Icon of={PhoneOutlined} aria-hidden="true" /> {contact.phone}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="about-section about-contact" aria-labelledby="contact-hq">
        <div className="about-contact__details">
          <h2 id="contact-hq" className="about-section__title about-section__title--left">
            平台总部
          </h2>
          <ContactDetails />
        </div>
        <div className="about-contact__form">
          <h2 className="about-section__title about-section__title--left">在线留言</h2>
          <MessageForm source="Contact" />
        </div>
      </section>
    </PageFrame>
  );
}
