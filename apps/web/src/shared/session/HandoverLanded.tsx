import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useHandoverLanding } from './useHandoverLanding';

/**
 * A built-in site's body: its content once the handover code (if any) is traded for a session;
 * meanwhile 正在进入…, and the refusal with the way to log in when the code is no good.
 */
export function HandoverLanded({
  site,
  statusClassName,
  children,
}: {
  /** The site's name: 正在进入{site}… */
  site: string;
  statusClassName: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const landing = useHandoverLanding();
  if (landing.kind === 'loading')
    return (
      <div className={statusClassName} role="status">
        <Spin size="large" />
        <p>正在进入{site}…</p>
      </div>
    );
  if (landing.kind === 'failed')
    return (
      <Result
        status="warning"
        title={`无法进入${site}`}
        subTitle={landing.text}
        extra={
          <Button type="primary" onClick={() => navigate(paths.login)}>
            去登录
          </Button>
        }
      />
    );
  return children;
}
