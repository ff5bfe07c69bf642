import { formatDate } from '@portal/shared/format';
import { MARKET_TEXTS } from '@portal/shared/market';
import { Tag } from 'antd';
import { useEffect } from 'react';
import { links, paths } from '../../../config/paths';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { DetailHero } from '../detail/DetailHero';
import { DetailError, DetailLoading } from '../detail/DetailStates';
import { useModelInfo } from '../detail-api';
import { useViewer } from '../viewer';
import { SimulationConsole } from './SimulationConsole';

/** /Trial?page=jlmx&title=jlmx&catalogue={id}: a mechanism model's simulation (spec 001 §2.5; issue 20). */
export function ModelTrialView({ id }: { id: number }) {
  const viewer = useViewer();
  const info = useModelInfo(id);

  // A visitor is asked to log in on arrival (spec 001 §2.5).
  useEffect(() => {
    if (!viewer.loggedIn) openLoginDialog();
  }, [viewer.loggedIn]);

  if (info.isPending) return <DetailLoading />;
  if (info.isError) {
    return <DetailError error={info.error} listTo={paths.mechanism} onRetry={() => void info.refetch()} />;
  }
  const model = info.data.mechanismModelVo;
  return (
    <div className="detail-page trial-page">
      <DetailHero
        trail={[
          { title: '机理模型', to: paths.mechanism },
          { title: model.modelSortName, to: links.list(model.modelSortName, 'jlmx') },
          { title: model.modelName, to: links.appDetail('jlmx', model.id, 'jlmx') },
        ]}
        logo={model.iconAddr}
        title={`${MARKET_TEXTS.simulate}：${model.modelName}`}
        tags={
          <>
            <span className="charge-tag charge-tag--free">{MARKET_TEXTS.free}</span>
            <Tag color="blue">{model.modelTypeName}</Tag>
          </>
        }
        summary={model.describes}
        meta={[
          ['仿真次数', String(model.useCount)],
          ['模型类型', model.modelTypeName],
          ['所属行业', model.professionSortName],
          ['创建时间', formatDate(model.createTime)],
          ['更新时间', formatDate(model.updateTime)],
        ]}
      />
      <div className="container detail-body trial-body">
        <SimulationConsole info={info.data} />
      </div>
    </div>
  );
}
