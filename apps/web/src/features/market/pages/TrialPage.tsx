import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageFrame } from '../../../shared/components/PageFrame';
import { usePageHandle } from '../../../shared/components/page-handle';
import { UnderConstruction } from '../../../shared/components/UnderConstruction';
import { DetailError } from '../detail/DetailStates';
import { MicroTrialView } from '../trial/MicroTrialView';
import '../market.css';
import { catalogueId } from './DetailPage';

/**
 * /Trial?page=micr|app|jlmx&title=…&catalogue={id} (spec 001 §2.5). The microservice console is
 * here; the app and model trials come with their own issues.
 */
export default function TrialPage() {
  const [search] = useSearchParams();
  const handle = usePageHandle();
  const page = search.get('page');
  if (page === 'micr') {
    const id = catalogueId(search.get('catalogue'));
    if (id === null) return <DetailError error={null} listTo={paths.microservice} />;
    return <MicroTrialView key={id} id={id} />;
  }
  const title = handle?.title ?? '在线试用';
  return (
    <PageFrame title={title} subtitle={handle?.summary}>
      <UnderConstruction subject={title} />
    </PageFrame>
  );
}
