import { marketApi } from '@portal/shared/market';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { SiteLanding } from './SiteLanding';

/** The app 进入应用 opened the workbench on (`app` in the address), read once. */
function initialApp(): number | null {
  const value = new URLSearchParams(window.location.search).get('app');
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /workbench: the built-in tenant workbench (the landing of the console handover and of 进入应用). */
export default function WorkbenchPage() {
  const [appId] = useState(initialApp);
  const app = useQuery({
    queryKey: ['workbench-app', appId],
    queryFn: () => call(marketApi.detail, { params: { id: appId ?? 0 } }, { silent: true }),
    enabled: appId !== null,
  });
  return (
    <SiteLanding site="workbench" name="租户工作台">
      {appId !== null && app.data ? (
        <p className="builtin-site__intro">
          已为您打开应用 <strong>{app.data.name}</strong>。{app.data.detailsRemake}
        </p>
      ) : (
        <p className="builtin-site__intro">
          您已进入租户工作台。已订阅的应用、企业成员与设备数据将在这里集中管理。
        </p>
      )}
    </SiteLanding>
  );
}
