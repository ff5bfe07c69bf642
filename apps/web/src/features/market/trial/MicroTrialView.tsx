import { formatDate } from '@portal/shared/format';
import { useEffect } from 'react';
import { links } from '../../../config/paths';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { microButtonLabel } from '../catalogue-rules';
import { DetailHero } from '../detail/DetailHero';
import { MicroTags, microTrail, WithMicro } from '../detail/MicroFrame';
import { useViewer } from '../viewer';
import { TrialConsole } from './TrialConsole';

/** /Trial?page=micr&catalogue={id}: a microservice's live console with its run history (spec 001 §2.5; issue 19). */
export function MicroTrialView({ id }: { id: number }) {
  const viewer = useViewer();

  // A visitor is asked to log in on arrival (spec 001 §2.5).
  useEffect(() => {
    if (!viewer.loggedIn) openLoginDialog();
  }, [viewer.loggedIn]);

  return (
    <WithMicro id={id}>
      {(micro) => {
        const label = microButtonLabel(micro.type);
        return (
          <div className="detail-page trial-page">
            <DetailHero
              trail={[
                ...microTrail(micro),
                { title: micro.name, to: links.appDetail('gywfwzj', micro.id, 'micr') },
              ]}
              logo={micro.icon}
              title={`在线${label}`}
              tags={<MicroTags micro={micro} />}
              summary={`${micro.name}：${micro.contentRemake}`}
              meta={[
                ['联系人', micro.contactPerson || '—'],
                ['试用次数', String(micro.uploadCount)],
                ['服务类型', label],
                ['所属行业', micro.industryName],
                ['创建时间', formatDate(micro.createTime)],
                ['更新时间', formatDate(micro.modifyTime)],
              ]}
            />
            <div className="container detail-body trial-body">
              <TrialConsole micro={micro} variant="page" withHistory />
            </div>
          </div>
        );
      }}
    </WithMicro>
  );
}
