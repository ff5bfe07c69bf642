import { useNavigate } from 'react-router';
import { Icon, WarningOutlined } from '../icons/icons';
import { PlainButton } from './PlainButton';
import { StatusBlock } from './StatusBlock';

interface LoadErrorProps {
  /** True when the page's code could not be downloaded (network, new release, timeout). */
  chunk: boolean;
}

/**
 * What a route shows instead of a blank screen when its page fails to load or render.
 * Without antd: when the network failed, antd's code may not have arrived either.
 */
export function LoadError({ chunk }: LoadErrorProps) {
  const navigate = useNavigate();
  return (
    <div className="container load-error">
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title={chunk ? '页面加载失败' : '页面出现错误'}
        description={
          chunk
            ? '网络不稳定或网站刚刚更新，页面未能加载完成，请重新加载。'
            : '页面显示时出现问题，请重新加载；如果问题持续，请稍后再试。'
        }
        actions={
          <>
            <PlainButton variant="primary" onClick={() => window.location.reload()}>
              重新加载
            </PlainButton>
            <PlainButton onClick={() => navigate('/')}>返回首页</PlainButton>
          </>
        }
      />
    </div>
  );
}
