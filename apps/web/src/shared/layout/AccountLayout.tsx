import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PageFrame } from '../components/PageFrame';
import { usePageHandle } from '../components/page-handle';
import { useSession } from '../session/useSession';
import { accountMenuItems } from './account-menu';
import './layout.css';

/** The account area under /admin: its pages beside the side menu of spec 002 §2.1. */
export default function AccountLayout() {
  const { pathname } = useLocation();
  const { role, loggedIn, isAdministrator } = useSession();
  const items = accountMenuItems(role, loggedIn, isAdministrator);
  const title = usePageHandle()?.title ?? '个人中心';

  return (
    <PageFrame title={title} trail={[{ title: '个人中心', to: paths.admin.root }]}>
      <div className="account-layout">
        <nav className="account-menu" aria-label="个人中心菜单">
          <ul>
            {items.map((item) => {
              // An order's page belongs to 我的订单.
              const here =
                pathname.toLowerCase() === paths.admin.orderDetail.toLowerCase()
                  ? paths.admin.orderList
                  : pathname;
              const active = here.toLowerCase() === item.to.toLowerCase();
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={active ? 'is-active' : undefined}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="account-layout__content">
          <Outlet />
        </section>
      </div>
    </PageFrame>
  );
}
