import { SiteLanding } from './SiteLanding';

/** /workbench: the built-in tenant workbench (the landing of the console handover). */
export default function WorkbenchPage() {
  return (
    <SiteLanding site="workbench" name="租户工作台">
      <p className="builtin-site__intro">
        您已进入租户工作台。已订阅的应用、企业成员与设备数据将在这里集中管理。
      </p>
    </SiteLanding>
  );
}
