import type { MicroDetail } from '@portal/shared/catalogue';
import { formatDate } from '@portal/shared/format';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, withQuery } from '../../../config/paths';
import { useWrite } from '../../../shared/api/useWrite';
import { PlainButton } from '../../../shared/components/PlainButton';
import { RichText } from '../../../shared/rich-text/RichText';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { microButtonLabel } from '../catalogue-rules';
import { EndpointPanel, RequestFieldTable } from '../components/EndpointPanel';
import { fetchInstallPackage } from '../detail-api';
import { saveFile } from '../save-file';
import { useViewer } from '../viewer';
import { DetailHero, DetailSection } from './DetailHero';
import { MicroTags, microTrail, WithMicro } from './MicroFrame';

// The dialog draws antd (and the live console): fetched when it is first opened.
const MicroTrialDialog = lazy(() => import('./MicroTrialDialog'));

/** microservice type 0: 安装 (spec 000 §2.10). */
const MICRO_INSTALL_TYPE = 0;
/** Types 2 签名 and 3 盖章 (spec 000 §2.10) open the signature and seal tool. */
const MICRO_SIGNING_TOOLS: Record<number, 'sign' | 'seal'> = { 2: 'sign', 3: 'seal' };

function MicroDetailBody({ micro }: { micro: MicroDetail }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [trialOpen, setTrialOpen] = useState(false);
  // Mounted from its first opening on, so that closing it plays its animation.
  const [trialShown, setTrialShown] = useState(false);
  // Type 0 installs (spec 000 §2.10): the package is saved under the item's name.
  const install = useWrite({
    write: (id: number) => fetchInstallPackage(id),
    exclusive: true,
    success: '安装包已开始下载',
    onSuccess: ({ fileName, content }) => saveFile(fileName, content),
  });
  const label = microButtonLabel(micro.type);

  return (
    <div className="detail-page">
      <DetailHero
        trail={microTrail(micro)}
        logo={micro.icon}
        title={micro.name}
        tags={<MicroTags micro={micro} />}
        summary={micro.detailsRemake || micro.contentRemake}
        meta={[
          ['所属行业', micro.industryName],
          ['服务类型', label],
          ['使用次数', String(micro.uploadCount)],
          ['联系人', micro.contactPerson || '—'],
          ['发布时间', formatDate(micro.createTime)],
          ['更新时间', formatDate(micro.modifyTime)],
        ]}
        actions={
          <PlainButton
            variant="primary"
            size="large"
            loading={install.pending}
            onClick={() => {
              // Installing and trying a service need a login (spec 001 §2.5).
              if (!viewer.loggedIn) openLoginDialog();
              else if (micro.type === MICRO_INSTALL_TYPE) void install.run(micro.id);
              else if (MICRO_SIGNING_TOOLS[micro.type])
                void navigate(withQuery(paths.admin.signing, { tool: MICRO_SIGNING_TOOLS[micro.type] }));
              else {
                setTrialShown(true);
                setTrialOpen(true);
              }
            }}
          >
            {label}
          </PlainButton>
        }
      />
      <div className="container detail-body">
        <DetailSection title="服务介绍">
          {micro.content ? (
            <RichText html={micro.content} />
          ) : (
            <p className="detail-empty">{micro.contentRemake}</p>
          )}
        </DetailSection>
        <DetailSection title="接口信息">
          <EndpointPanel endpoint={micro.request} />
        </DetailSection>
        <DetailSection title="请求参数">
          <RequestFieldTable fields={micro.requestFields} />
        </DetailSection>
      </div>
      {trialShown ? (
        <Suspense fallback={null}>
          <MicroTrialDialog micro={micro} open={trialOpen} onClose={() => setTrialOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /AppdetailInfo?title=gywfwzj&page=micr: a microservice; its button reads by type (spec 000 §2.10). */
export function MicroDetailView({ id }: { id: number }) {
  return <WithMicro id={id}>{(micro) => <MicroDetailBody micro={micro} />}</WithMicro>;
}
