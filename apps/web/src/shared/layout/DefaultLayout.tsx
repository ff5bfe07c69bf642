import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { LoginDialogHost } from '../session/LoginDialogHost';
import type { NavItem } from './nav';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './layout.css';

const BackToTop = lazy(() => import('./BackToTop'));

/** Shown while the next page's code loads; the current page stays on screen meanwhile. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="navigation-progress" role="status" aria-live="polite">
      <Spinner size="small" />
      <span>页面加载中…</span>
    </div>
  );
}

/** True once the window has been scrolled at all; the back-to-top code is fetched only then. */
function useHasScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}

/** The default layout (spec 000 §2.2): header with navigation, page, footer, back-to-top, login dialog. */
export function DefaultLayout({ navItems }: { navItems: readonly NavItem[] }) {
  const scrolled = useHasScrolled();
  return (
    <div className="site-shell">
      <SiteHeader navItems={navItems} />
      <NavigationProgress />
      <main className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <LoginDialogHost />
      {scrolled ? (
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      ) : null}
    </div>
  );
}
