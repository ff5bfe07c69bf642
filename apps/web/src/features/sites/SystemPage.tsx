import { SiteLanding } from './SiteLanding';

/** /system: the operator system; for now the landing of the handover, the console comes later. */
export default function SystemPage() {
  return (
    <SiteLanding site="system" name="运营管理系统">
      <p className="builtin-site__intro">
        运营控制台（内容发布、认证审核、应用与供需管理）正在建设中，将在后续版本中开放。
      </p>
    </SiteLanding>
  );
}
