import type { MicroDetail } from '@portal/shared/catalogue';
import type { ReactNode } from 'react';
import { links, paths } from '../../../config/paths';
import type { Crumb } from '../../../shared/components/PageFrame';
import { StatusTag } from '../../../shared/components/StatusTag';
import { microButtonLabel } from '../catalogue-rules';
import { ChargeTag } from '../components/ItemLogo';
import { useMicroDetail } from '../detail-api';
import { DetailError, DetailLoading } from './DetailStates';

/**
 * A microservice's page once it has loaded: its loading and failed states are the detail's, on
 * /AppdetailInfo and on /Trial alike.
 */
export function WithMicro({ id, children }: { id: number; children: (micro: MicroDetail) => ReactNode }) {
  const detail = useMicroDetail(id);
  if (detail.isPending) return <DetailLoading />;
  if (detail.isError) {
    return (
      <DetailError error={detail.error} listTo={paths.microservice} onRetry={() => void detail.refetch()} />
    );
  }
  return children(detail.data);
}

/** The crumbs between 首页 and the microservice: its catalogue and its /List category. */
export const microTrail = (micro: MicroDetail): Crumb[] => [
  { title: '工业微服务', to: paths.microservice },
  { title: micro.category, to: links.list(micro.category, 'micr') },
];

/** Free or charged, and what its button does (安装, 试用, 签名, 签章). */
export function MicroTags({ micro }: { micro: MicroDetail }) {
  return (
    <>
      <ChargeTag charged={micro.charged} />
      <StatusTag tone="info">{microButtonLabel(micro.type)}</StatusTag>
    </>
  );
}
