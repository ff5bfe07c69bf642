import type { ReactNode } from 'react';
import './components.css';

interface StatusBlockProps {
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
}

/**
 * A centred state (建设中, 加载失败): an icon, a heading, one line of explanation and the way
 * on. Plain markup in the layout of antd's Empty, so a page that failed to load (antd with
 * it, perhaps) can still show it.
 */
export function StatusBlock({ icon, title, description, actions }: StatusBlockProps) {
  return (
    <div className="status-block">
      <div className="status-block__body">
        <div className="status-block__image">{icon}</div>
        <div className="status-block__description">
          <h2 className="status-block__title">{title}</h2>
          <p className="status-block__text">{description}</p>
        </div>
        {actions ? <div className="status-block__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
