import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { MARKET_TEXTS } from '@portal/shared/market';
import { Button, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../shared/api/request';
import { StatusBlock } from '../../../shared/components/StatusBlock';

export function DetailLoading() {
  return (
    <div className="container detail-state" role="status" aria-live="polite">
      <Spin size="large" />
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
            <FileSearchOutlined className="status-block__icon" />
          ) : (
            <WarningOutlined className="status-block__icon status-block__icon--warning" />
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
              <Button type="primary" onClick={onRetry}>
                重新加载
              </Button>
            ) : null}
            <Button onClick={() => navigate(listTo)}>返回列表</Button>
          </>
        }
      />
    </div>
  );
}
