import { SITE_NAME } from '@portal/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PlainButton } from '../components/PlainButton';
import { Icon, MenuOutlined } from '../icons/icons';
import { AccountActions } from './AccountActions';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import type { NavItem } from './nav';

const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer();

/** The top bar: brand, the main navigation, and the account buttons (spec 000 §2.1, §2.2). */
export function SiteHeader({ navItems }: { navItems: readonly NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched when the menu button is first touched, not with the page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  // A navigation (also by the browser's back button) closes the small-screen menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home} className="site-brand" aria-label={`${SITE_NAME}（返回首页）`}>
          <Logo />
          <span className="site-brand__name">{SITE_NAME}</span>
        </Link>
        <NavLinks items={navItems} label="主导航" className="site-nav" />
        <div className="site-actions">
          <AccountActions />
        </div>
        <PlainButton
          className="site-menu-button"
          variant="text"
          aria-label="打开导航菜单"
          aria-expanded={menuOpen}
          icon={<Icon of={MenuOutlined} />}
          // The drawer's code (and antd's) is fetched when the button is about to be used.
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onPointerDown={preloadDrawer}
          onClick={() => {
            setDrawerWanted(true);
            setMenuOpen(true);
          }}
        />
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onClose={() => setMenuOpen(false)} navItems={navItems} />
        </Suspense>
      ) : null}
    </header>
  );
}
