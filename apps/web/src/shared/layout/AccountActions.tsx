import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { logout, useIsLoggedIn } from './session';

/** 登录/注册 for visitors; 控制台/退出登录 once a token is stored (spec 000 §2.2). */
export function AccountActions({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [leaving, setLeaving] = useState(false);

  const go = (to: string) => {
    onDone?.();
    void navigate(to);
  };

  if (loggedIn) {
    return (
      <>
        {/* The role-specific single-sign-on handover (spec 000 §6) replaces this later. */}
        <Button type="primary" onClick={() => go(paths.admin.root)}>
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
      <Button type="primary" onClick={() => go(paths.login)}>
        登录
      </Button>
      <Button onClick={() => go(paths.register)}>注册</Button>
    </>
  );
}
