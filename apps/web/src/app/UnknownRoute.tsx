import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { StatusBlock } from '../shared/components/StatusBlock';

/**
 * React Router's browser history keeps the position of the current entry in
 * `history.state.idx`; above 0 means this visit has a previous page to return to.
 */
export function hasPreviousEntry(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * An address that matches no route goes back to the previous page, or to the home page
 * when this visit has none (spec 002 §2.2). What it shows until then (and what the server
 * answers with status 404, for crawlers) says the page does not exist.
 */
export function UnknownRoute() {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice; going back twice would skip a page.
    if (handled.current) return;
    handled.current = true;
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
  return (
    <StatusBlock
      icon={<span aria-hidden="true">404</span>}
      title="页面不存在"
      description="您访问的页面不存在或已被移除。"
      actions={<Link to="/">返回首页</Link>}
    />
  );
}
