import { MARKET_TEXTS } from '@portal/shared/market-constants';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../shared/api/request';
import { PlainButton } from '../../../shared/components/PlainButton';
import { Spinner } from '../../../shared/components/Spinner';
import { StatusBlock } from '../../../shared/components/StatusBlock';
import { Icon, WarningOutlined } from '../../../shared/icons/icons';
import { FileSearchOutlined } from '../../../shared/icons/market';

export function DetailLoading() {
  return (
    <div className="container detail-state" role="status" aria-live="polite">
      <Spinner size="large" />
      <span>{MARKET_TEXTS.loading}</span>
    </div>
  );
}

/** An unknown or unpublished item (404, or an address without a usable id), or a failed load. */
export function DetailError({
  error,
  listTo,
  onRetry,
}: {
  error: unknown;
  listTo: string;
  onRetry?: () => void;
}) {
  const navigate = useNavigate();
  const missing = error === null || (error instanceof RequestError && error.httpStatus === 404);
  return (
    <div className="container detail-state">
      <StatusBlock
        icon={
          missing ? (
            <Icon of={FileSearchOutlined} className="status-block__icon" />
          ) : (
            <Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />
          )
        }
        title={missing ? '内容不存在或已下架' : '详情加载失败'}
        description={
          missing
            ? error instanceof RequestError && error.msg
              ? error.msg
              : '没有找到要查看的内容，请返回列表重新选择。'
            : '网络不稳定，详情未能加载，请重试。'
        }
        actions={
          <>
            {!missing && onRetry ? (
              <PlainButton variant="primary" onClick={onRetry}>
                重新加载
              </PlainButton>
            ) : null}
            <PlainButton onClick={() => navigate(listTo)}>返回列表</PlainButton>
          </>
        }
      />
    </div>
  );
}
