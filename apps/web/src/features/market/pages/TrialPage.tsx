import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageFrame } from '../../../shared/components/PageFrame';
import { usePageHandle } from '../../../shared/components/page-handle';
import { UnderConstruction } from '../../../shared/components/UnderConstruction';
import { DetailError } from '../detail/DetailStates';
import { ModelTrialView } from '../simulation/ModelTrialView';
import { MicroTrialView } from '../trial/MicroTrialView';
import '../market.css';
import { catalogueId } from './DetailPage';

/**
 * /Trial?page=micr|app|jlmx&title=…&catalogue={id} (spec 001 §2.5): the microservice console and
 * the mechanism model's simulation; the app trial comes with its own issue.
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
  if (page === 'jlmx') {
    const id = catalogueId(search.get('catalogue'));
    if (id === null) return <DetailError error={null} listTo={paths.mechanism} />;
    return <ModelTrialView key={id} id={id} />;
  }
  const title = handle?.title ?? '在线试用';
  return (
    <PageFrame title={title} subtitle={handle?.summary}>
      <UnderConstruction subject={title} />
    </PageFrame>
  );
}
