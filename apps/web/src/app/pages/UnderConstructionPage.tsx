import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { UnderConstruction } from '../../shared/components/UnderConstruction';

/**
 * The one placeholder for every route whose feature comes later: the real page frame
 * (banner, breadcrumb, title) with a clear 建设中 state. The route table gives the title.
 */
export default function UnderConstructionPage() {
  const handle = usePageHandle();
  const title = handle?.title ?? '页面';
  return (
    <PageFrame title={title} subtitle={handle?.summary}>
      <UnderConstruction subject={title} />
    </PageFrame>
  );
}
