import { Outlet } from 'react-router';
import './layout.css';

/** The empty layout (spec 002 §2.1: /preViewPdf, /privacy): no header, no footer. */
export function EmptyLayout() {
  return (
    <main className="site-main site-main--empty">
      <Outlet />
    </main>
  );
}
