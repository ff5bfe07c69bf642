import type { RoleAccess } from '@portal/shared/access';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import type { AccessRule } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { PageFrame } from '../shared/components/PageFrame';
import { PlainButton } from '../shared/components/PlainButton';
import { usePageHandle } from '../shared/components/page-handle';
import { StatusBlock } from '../shared/components/StatusBlock';
import { Icon, LockOutlined, WarningOutlined } from '../shared/icons/icons';
import { certificationPath, sessionVerdict } from '../shared/session/access';
import { preloadLoginDialog } from '../shared/session/LoginDialogHost';
import { openLoginDialog } from '../shared/session/login-dialog';
import { useSession } from '../shared/session/useSession';

/** Who a role-bound page is for, said on its 无权访问 page. */
const WHO: Record<RoleAccess, string> = {
  tenant: '此页面仅对【租户】角色账号开放，请使用租户账号登录后访问。',
  tenantAdmin: '此页面仅对【租户】角色的【管理员】账号开放。',
  developer: '此页面仅对【开发者】角色账号开放，请使用开发者账号登录后访问。',
  operator: '此页面仅对平台运营人员开放。',
};

interface AccessGateProps {
  /** The route's access (app/routes/). */
  access: AccessRule;
  /**
   * The page completes a single-use-code handover itself: with a `code` in the address it
   * is shown to anyone, so it can exchange the code for the session the access asks for.
   */
  handover?: boolean;
  /** The page (optional only so that createElement can pass it as its third argument). */
  children?: ReactNode;
}

/**
 * The route table's access, checked before the page shows: a visitor is asked to log in
 * (the login dialog, as everywhere on the portal), a logged-in account without the access
 * sees 无权访问, and an account still to be certified is sent to its certification page.
 * Drawn without antd: the gate stands outside the page's antd configuration.
 */
export function AccessGate({ access, handover = false, children }: AccessGateProps) {
  const session = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const handle = usePageHandle();
  const verdict = sessionVerdict(access, session);
  if (verdict === 'allowed' || (handover && new URLSearchParams(search).has('code'))) return children;

  const title = handle?.title ?? '';
  const lock = <Icon of={LockOutlined} className="status-block__icon" />;
  let block: ReactNode;
  if (verdict === 'login') {
    block = (
      <StatusBlock
        icon={lock}
        title="请先登录"
        description="此页面需要登录后访问。"
        actions={
          <PlainButton
            variant="primary"
            onPointerEnter={preloadLoginDialog}
            onFocus={preloadLoginDialog}
            onClick={openLoginDialog}
          >
            登录
          </PlainButton>
        }
      />
    );
  } else if (verdict === 'certify') {
    block = (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title={ACCOUNT_TEXTS.certificationIncomplete}
        description="认证通过后即可使用此页面。"
        actions={
          <PlainButton variant="primary" onClick={() => navigate(certificationPath(session))}>
            去认证
          </PlainButton>
        }
      />
    );
  } else {
    block = (
      <StatusBlock
        icon={lock}
        title="无权访问"
        description={
          typeof access === 'string' && access in WHO ? WHO[access as RoleAccess] : '当前账号无权访问此页面。'
        }
        actions={<PlainButton onClick={() => navigate(paths.home)}>返回首页</PlainButton>}
      />
    );
  }
  return (
    <PageFrame title={title} subtitle={handle?.summary}>
      {block}
    </PageFrame>
  );
}
