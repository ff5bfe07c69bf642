import { Outlet } from 'react-router';
import { LoginDialogHost } from '../session/LoginDialogHost';
import './layout.css';

/**
 * The empty layout (spec 002 §2.1: /preViewPdf, /privacy; the built-in sites): no header,
 * no footer. The login dialog is there for pages that ask a visitor to log in.
 */
export function EmptyLayout() {
  return (
    <>
      <main className="site-main site-main--empty">
        <Outlet />
      </main>
      <LoginDialogHost />
    </>
  );
}
