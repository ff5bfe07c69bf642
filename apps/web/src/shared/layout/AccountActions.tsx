import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { storage } from '../api/storage';
import { preloadLoginDialog } from '../session/LoginDialogHost';
import { openLoginDialog } from '../session/login-dialog';
import { logout, useIsLoggedIn } from './session';

/** 登录/注册 for visitors; 控制台/退出登录 once a token is stored (spec 000 §2.2). */
export function AccountActions({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [leaving, setLeaving] = useState(false);
  const [opening, setOpening] = useState(false);

  const go = (to: string) => {
    onDone?.();
    void navigate(to);
  };

  if (loggedIn) {
    return (
      <>
        <Button
          type="primary"
          loading={opening}
          onClick={async () => {
            setOpening(true);
            // The request layer is fetched only now: the first screen does not need it.
            const [{ request }, { openConsole }] = await Promise.all([
              import('../api/request'),
              import('../session/console'),
            ]);
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
        </Button>
        <Button
          loading={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            setLeaving(false);
            go(paths.home);
          }}
        >
          退出登录
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        type="primary"
        onPointerDown={preloadLoginDialog}
        onClick={() => {
          onDone?.();
          openLoginDialog();
        }}
      >
        登录
      </Button>
      <Button onClick={() => go(paths.register)}>注册</Button>
    </>
  );
}
