import type { AppCard } from '@portal/shared/market';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { links } from '../../config/paths';
import { PlainButton } from '../../shared/components/PlainButton';
import { PlainSkeleton } from '../../shared/components/PlainSkeleton';
import { StatusBlock } from '../../shared/components/StatusBlock';
import { AppstoreOutlined } from '../../shared/icons/catalogue';
import { Icon, WarningOutlined } from '../../shared/icons/icons';
import { useMachineApps } from './api';

const detailLink = (app: AppCard) => links.appDetail('yysc', app.id, 'app');

/** True while the visitor has text selected (a drag to copy is not a click to open). */
function selectingText(): boolean {
  return (window.getSelection?.()?.toString() ?? '') !== '';
}

function AppCardView({ app }: { app: AppCard }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent) => {
    if (selectingText()) return;
    if ((event.target as HTMLElement).closest('a')) return; // the name link navigates itself
    navigate(detailLink(app));
  };
  return (
    // The name inside is the keyboard's link; the whole card is a larger target for the mouse.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name link is the keyboard's way in
    <article className="machine-app" onClick={open}>
      {app.logo ? (
        <img className="machine-app__logo" src={app.logo} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="machine-app__logo machine-app__logo--default" aria-hidden="true">
          <Icon of={AppstoreOutlined} />
        </span>
      )}
      <div className="machine-app__body">
        <h3 className="machine-app__name">
          <Link
            to={detailLink(app)}
            onClick={(event) => {
              if (selectingText()) event.preventDefault();
            }}
          >
            {app.name}
          </Link>
        </h3>
        <p className="machine-app__text">{app.detailsRemake}</p>
      </div>
    </article>
  );
}

/** The apps named 冷机物联网 and 冷柜物联网 (002 §2.6), each opening its market detail. */
export function MachineAppCards() {
  const apps = useMachineApps();
  if (apps.isPending) {
    return (
      <div className="machine-apps" role="status" aria-busy="true" aria-label="应用加载中">
        {[0, 1].map((i) => (
          <div key={i} className="machine-app">
            <PlainSkeleton avatar rows={2} />
          </div>
        ))}
      </div>
    );
  }
  if (apps.isError) {
    return (
      <StatusBlock
        icon={<Icon of={WarningOutlined} className="status-block__icon status-block__icon--warning" />}
        title="应用加载失败"
        description="网络不稳定或服务暂不可用，请稍后重试。"
        actions={
          <PlainButton variant="primary" onClick={() => void apps.refetch()}>
            重新加载
          </PlainButton>
        }
      />
    );
  }
  if (apps.data.length === 0) {
    return (
      <StatusBlock
        icon={<Icon of={AppstoreOutlined} className="status-block__icon" />}
        title="暂无相关应用"
        description="冷机物联网、冷柜物联网应用上架后会在这里展示。"
      />
    );
  }
  return (
    <div className="machine-apps">
      {apps.data.map((app) => (
        <AppCardView key={app.id} app={app} />
      ))}
    </div>
  );
}
