import { SITE_NAME } from '@portal/shared/constants';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PrivacyAgreement } from '../../shared/components/PrivacyAgreement';
import './privacy-page.css';

/** /privacy (spec 002 §2.1, empty layout): the privacy agreement on a page of its own. */
export default function PrivacyPage() {
  return (
    <div className="privacy-page">
      <header className="privacy-page__header">
        <Link to={paths.home} className="privacy-page__site">
          {SITE_NAME}
        </Link>
        <h1 className="privacy-page__title">隐私协议</h1>
      </header>
      <PrivacyAgreement />
    </div>
  );
}
