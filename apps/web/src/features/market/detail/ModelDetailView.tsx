import { formatDate } from '@portal/shared/format';
import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { useNavigate } from 'react-router';
import { links, paths } from '../../../config/paths';
import { PlainButton } from '../../../shared/components/PlainButton';
import { StatusTag } from '../../../shared/components/StatusTag';
import { RichText } from '../../../shared/rich-text/RichText';
import { EndpointPanel, RequestFieldTable } from '../components/EndpointPanel';
import { useModelInfo } from '../detail-api';
import { DetailHero, DetailSection } from './DetailHero';
import { DetailError, DetailLoading } from './DetailStates';

/** /AppdetailInfo?title=jlmx&page=jlmx: a mechanism model with its 机理仿真 button (spec 000 §2.10). */
export function ModelDetailView({ id }: { id: number }) {
  const info = useModelInfo(id);
  const navigate = useNavigate();

  if (info.isPending) return <DetailLoading />;
  if (info.isError) {
    return <DetailError error={info.error} listTo={paths.mechanism} onRetry={() => void info.refetch()} />;
  }
  const model = info.data.mechanismModelVo;
  const endpoint = info.data.mechanismModelRequestVo;

  return (
    <div className="detail-page">
      <DetailHero
        trail={[
          { title: '机理模型', to: paths.mechanism },
          { title: model.modelSortName, to: links.list(model.modelSortName, 'jlmx') },
        ]}
        logo={model.iconAddr}
        title={model.modelName}
        tags={
          <>
            <span className="charge-tag charge-tag--free">{MARKET_TEXTS.free}</span>
            <StatusTag tone="info">{model.modelTypeName}</StatusTag>
          </>
        }
        summary={model.describes}
        meta={[
          ['模型分类', model.modelSortName],
          ['模型类型', model.modelTypeName],
          ['专业分类', model.professionSortName],
          ['仿真次数', String(model.useCount)],
          ['发布时间', formatDate(model.createTime)],
          ['更新时间', formatDate(model.updateTime)],
        ]}
        actions={
          <PlainButton
            variant="primary"
            size="large"
            onClick={() => navigate(links.trial('jlmx', 'jlmx', model.id))}
          >
            {MARKET_TEXTS.simulate}
          </PlainButton>
        }
      />
      <div className="container detail-body">
        <DetailSection title="机理原理">
          {/* Stored as sanitised rich text (the console's editor); older entries are plain text. */}
          {/^\s*</.test(model.principle) ? (
            <RichText html={model.principle} />
          ) : (
            <p className="detail-text">{model.principle || model.describes}</p>
          )}
        </DetailSection>
        <DetailSection title="接口信息">
          <EndpointPanel endpoint={endpoint} />
        </DetailSection>
        <DetailSection title="请求参数">
          <RequestFieldTable fields={info.data.mechanismModelRequestFieldVoList} />
        </DetailSection>
      </div>
    </div>
  );
}
