import { Empty } from 'antd';
import type { ReactNode } from 'react';
import './components.css';

interface StatusBlockProps {
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
}

/**
 * A centred state (建设中, 加载失败) built on antd's light Empty: an icon, a heading,
 * one line of explanation and the way on.
 */
export function StatusBlock({ icon, title, description, actions }: StatusBlockProps) {
  return (
    <div className="status-block">
      <Empty
        image={icon}
        description={
          <>
            <h2 className="status-block__title">{title}</h2>
            <p className="status-block__text">{description}</p>
          </>
        }
      >
        {actions ? <div className="status-block__actions">{actions}</div> : null}
      </Empty>
    </div>
  );
}
