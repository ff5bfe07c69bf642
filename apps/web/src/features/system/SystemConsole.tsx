import {
  AccountBookOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BulbOutlined,
  CodeSandboxOutlined,
  ContainerOutlined,
  ControlOutlined,
  ExperimentOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  FunctionOutlined,
  FundOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  PartitionOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSideMenu } from '../../shared/components/page-handle';
import { Logo } from '../../shared/layout/Logo';
import { HandoverLanded } from '../../shared/session/HandoverLanded';
import { useSession } from '../../shared/session/useSession';
import './system.css';

/**
 * Each console page's icon in the side menu (the entries and their order come from the route
 * table). None of a public page's icons: one shared with the console becomes a file of its own
 * on that page's first screen (ReadOutlined on /News did), and so does one antd itself draws
 * there (CalendarOutlined, the date pickers' on the market pages).
 */
const ICONS: Record<string, ReactNode> = {
  [paths.systemDashboard]: <FundOutlined />,
  [paths.systemMessages]: <MessageOutlined />,
  [paths.systemReview]: <AuditOutlined />,
  [paths.systemPayment]: <AccountBookOutlined />,
  [paths.systemOrders]: <ProfileOutlined />,
  [paths.systemSubscriptions]: <ScheduleOutlined />,
  [paths.systemSupplyModeration]: <FileSearchOutlined />,
  [paths.systemSupplyTypes]: <TagsOutlined />,
  [paths.systemUsers]: <TeamOutlined />,
  [paths.systemAudit]: <HistoryOutlined />,
  [paths.systemNotices]: <NotificationOutlined />,
  [paths.systemNews]: <ContainerOutlined />,
  [paths.systemSubmissions]: <CodeSandboxOutlined />,
  [paths.systemApps]: <AppstoreAddOutlined />,
  [paths.systemMicros]: <NodeIndexOutlined />,
  [paths.systemModels]: <ExperimentOutlined />,
  [paths.systemIndustries]: <PartitionOutlined />,
  [paths.systemModelSorts]: <FunctionOutlined />,
  [paths.systemBanners]: <FileImageOutlined />,
  [paths.systemSolutions]: <BulbOutlined />,
  [paths.systemMembers]: <GlobalOutlined />,
  [paths.systemSettings]: <ControlOutlined />,
};

/**
 * /system: the operator console, the spec's separate "system site" (DESIGN.md), with its own
 * layout and side menu. It completes the console button's single-use-code handover itself,
 * then shows its pages (operators only: the route's access, and the server on every call).
 */
export default function SystemConsole() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [collapsed, setCollapsed] = useState(false);
  const menu = useSideMenu();

  return (
    <Layout className="system-console">
      <Layout.Header className="system-console__bar">
        <Link to={paths.systemDashboard} className="system-console__brand">
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
          <HandoverLanded site="运营管理系统" statusClassName="system-console__status">
            <Outlet />
          </HandoverLanded>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
