import type { ReactNode } from 'react';
import './components.css';

export type StatusTone = 'success' | 'warning' | 'info' | 'neutral' | 'danger';

/**
 * A small coloured label of a state (已订阅, 待支付, 已通过…). Ours rather than antd's Tag:
 * antd draws its green and orange tag texts below WCAG AA contrast, and its palette cannot
 * be themed without changing the backgrounds too.
 */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}
