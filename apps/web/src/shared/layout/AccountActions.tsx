import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { request } from '../api/request';
import { storage } from '../api/storage';
import { PlainButton } from '../components/PlainButton';
import { preloadLoginDialog } from '../session/LoginDialogHost';
import { openLoginDialog } from '../session/login-dialog';
import { useSession } from '../session/useSession';
import { logout } from './session';

/** 登录/注册 for visitors; 控制台/退出登录 once a token is stored (spec 000 §2.2). */
export function AccountActions({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [leaving, setLeaving] = useState(false);
  const [opening, setOpening] = useState(false);

  const go = (to: string) => {
    onDone?.();
    void navigate(to);
  };

  // Keyed apart, so the visitor's buttons the server rendered are replaced, not relabelled: a
  // click held before hydration on 注册 must not be replayed on the same element as 退出登录.
  if (loggedIn) {
    return (
      <Fragment key="user">
        <PlainButton
          variant="primary"
          loading={opening}
          onClick={async () => {
            setOpening(true);
            // The handover to the sites is fetched only when asked for.
            const { openConsole } = await import('../session/console');
            const leavingPage = await openConsole({
              request,
              storage,
              assign: (url) => window.location.assign(url),
              navigate: go,
            });
            // Stay busy while the browser leaves for the site.
            if (!leavingPage) setOpening(false);
          }}
        >
          控制台
        </PlainButton>
        <PlainButton
          loading={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            setLeaving(false);
            go(paths.home);
          }}
        >
          退出登录
        </PlainButton>
      </Fragment>
    );
  }
  return (
    <Fragment key="visitor">
      <PlainButton
        variant="primary"
        // The dialog's code (and antd's) is fetched when the button is about to be used.
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        onPointerDown={preloadLoginDialog}
        onClick={() => {
          onDone?.();
          openLoginDialog();
        }}
      >
        登录
      </PlainButton>
      <PlainButton onClick={() => go(paths.register)}>注册</PlainButton>
    </Fragment>
  );
}
