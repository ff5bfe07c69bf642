import { WarningOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { PageFrame } from '../../shared/components/PageFrame';
import { usePageHandle } from '../../shared/components/page-handle';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { goToSite } from '../../shared/session/console';
import { mayOpenCommunity } from '../../shared/session/handover';
import { openLoginDialog } from '../../shared/session/login-dialog';
import { useSession } from '../../shared/session/useSession';
import './sites.css';

/**
 * /Developer (spec 000 §6): developers and tenant administrators are handed over to the
 * developer community; everyone else is told which account to log in with.
 */
export default function DeveloperPage() {
  const handle = usePageHandle();
  const navigate = useNavigate();
  const session = useSession();
  const allowed = mayOpenCommunity(session);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    void goToSite('community', {
      request,
      storage,
      assign: (url) => window.location.assign(url),
      navigate: (to) => navigate(to),
    }).then((leaving) => {
      if (current && !leaving) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [allowed, navigate]);

  const title = handle?.title ?? '开发者社区';
  return (
    <PageFrame title={title} subtitle={handle?.summary}>
      {allowed && !failed ? (
        <div className="developer-gate__loading" role="status" aria-live="polite">
          <Spin size="large" />
          <p>正在进入开发者社区…</p>
        </div>
      ) : (
        <StatusBlock
          icon={<WarningOutlined className="developer-gate__icon" />}
          title={ACCOUNT_TEXTS.communityGate}
          description="开发者社区面向开发者与租户管理员开放，登录后即可进入。"
          actions={
            <Button type="primary" onClick={openLoginDialog}>
              登录
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}
