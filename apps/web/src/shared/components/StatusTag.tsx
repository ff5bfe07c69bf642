import type { StatusTone } from '@portal/shared/statuses';
import type { ReactNode } from 'react';
import './components.css';

export type { StatusTone };

/** What a status tag needs of a status family (`defineStatuses` in packages/shared). */
export interface StatusLabels {
  label(value: number): string;
  tone(value: number): StatusTone;
}

type StatusTagProps =
  | { tone: StatusTone; children: ReactNode; status?: never; of?: never }
  | { status: number; of: StatusLabels; tone?: never; children?: never };

/**
 * A small coloured label of a state (已订阅, 待支付, 已通过…): a value of a status family
 * (`status` and `of`), or a tone and a text. Ours rather than antd's Tag: antd draws its green
 * and orange tag texts below WCAG AA contrast, and its palette cannot be themed without
 * changing the backgrounds too.
 */
export function StatusTag(props: StatusTagProps) {
  const tone = props.of ? props.of.tone(props.status) : props.tone;
  const text = props.of ? props.of.label(props.status) : props.children;
  return <span className={`status-tag status-tag--${tone}`}>{text}</span>;
}
