import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { exchangeHandoverCode, safeRedirect } from '../../shared/session/handover';
import './login.css';

/**
 * /minddle, the transitional screen (spec 000 §2.16): exchanges the single-use `code` for
 * a session, then returns to `redirect` (a path of this site only). Failure goes to login.
 */
export default function MinddlePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (!code) {
      void navigate(paths.login, { replace: true });
      return;
    }
    let current = true;
    exchangeHandoverCode(code, { request, storage }).then(
      () => {
        if (current) void navigate(safeRedirect(redirect), { replace: true });
      },
      () => {
        if (current) void navigate(paths.login, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [code, redirect, navigate]);

  return (
    <div className="handover-screen" role="status" aria-live="polite">
      <Spin size="large" />
      <p className="handover-screen__text">正在登录，请稍候…</p>
    </div>
  );
}
