import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  FileSearchOutlined,
  HomeOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { Button, Layout, Menu, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { request } from '../../shared/api/request';
import { storage } from '../../shared/api/storage';
import { useSideMenu } from '../../shared/components/page-handle';
import { Logo } from '../../shared/layout/Logo';
import { exchangeHandoverCode } from '../../shared/session/handover';
import { useSession } from '../../shared/session/useSession';
import './system.css';

/** Each console page's icon in the side menu (the entries and their order come from the route table). */
const ICONS: Record<string, ReactNode> = {
  [paths.systemReview]: <AuditOutlined />,
  [paths.systemPayment]: <AccountBookOutlined />,
  [paths.systemSupplyModeration]: <FileSearchOutlined />,
  [paths.systemSupplyTypes]: <TagsOutlined />,
};

type Landing = { kind: 'ready' } | { kind: 'loading' } | { kind: 'failed'; text: string };

/**
 * /system: the operator console, the spec's separate "system site" (DESIGN.md), with its own
 * layout and side menu. It completes the console button's single-use-code handover itself,
 * then shows its pages (operators only: the route's access, and the server on every call).
 */
export default function SystemConsole() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [code] = useState(() => new URLSearchParams(window.location.search).get('code'));
  const [landing, setLanding] = useState<Landing>(code ? { kind: 'loading' } : { kind: 'ready' });
  const [collapsed, setCollapsed] = useState(false);
  const menu = useSideMenu();

  useEffect(() => {
    if (!code) return;
    let current = true;
    exchangeHandoverCode(code, { request, storage, silent: true }).then(
      () => {
        // The code is used up; it has no business staying in the address bar or history.
        const url = new URL(window.location.href);
        url.searchParams.delete('code');
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
        if (current) setLanding({ kind: 'ready' });
      },
      (error: unknown) => {
        const msg = (error as { msg?: unknown } | null)?.msg;
        if (current)
          setLanding({
            kind: 'failed',
            text: typeof msg === 'string' && msg ? msg : ACCOUNT_TEXTS.handoverInvalid,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  return (
    <Layout className="system-console">
      <Layout.Header className="system-console__bar">
        <Link to={paths.systemReview} className="system-console__brand">
          <Logo size={28} />
          <span>运营管理系统</span>
        </Link>
        <div className="system-console__user">
          {user ? <span className="system-console__name">{user.realName}</span> : null}
          <Button icon={<HomeOutlined />} onClick={() => navigate(paths.home)}>
            返回门户
          </Button>
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          breakpoint="md"
          collapsedWidth={0}
          collapsed={collapsed}
          onCollapse={setCollapsed}
          theme="light"
          className="system-console__side"
          width={200}
        >
          <Menu
            mode="inline"
            selectedKeys={menu
              .filter((item) => pathname.toLowerCase().startsWith(item.to.toLowerCase()))
              .map((item) => item.to)}
            items={menu.map((item) => ({
              key: item.to,
              icon: ICONS[item.to] ?? <AppstoreOutlined />,
              label: <Link to={item.to}>{item.label}</Link>,
            }))}
            aria-label="运营管理菜单"
          />
        </Layout.Sider>
        <Layout.Content className="system-console__content">
          {landing.kind === 'loading' ? (
            <div className="system-console__status" role="status">
              <Spin size="large" />
              <p>正在进入运营管理系统…</p>
            </div>
          ) : null}
          {landing.kind === 'failed' ? (
            <Result
              status="warning"
              title="无法进入运营管理系统"
              subTitle={landing.text}
              extra={
                <Button type="primary" onClick={() => navigate(paths.login)}>
                  去登录
                </Button>
              }
            />
          ) : null}
          {landing.kind === 'ready' ? <Outlet /> : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
