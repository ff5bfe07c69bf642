import type { MicroDetail } from '@portal/shared/catalogue';
import { Button, Modal } from 'antd';
import { Link } from 'react-router';
import { links } from '../../../config/paths';
import { AntdScope } from '../../../shared/antd/AntdScope';
import { microButtonLabel } from '../catalogue-rules';
import { EndpointPanel, RequestFieldTable } from '../components/EndpointPanel';
import { TrialConsole } from '../trial/TrialConsole';

interface MicroTrialDialogProps {
  micro: MicroDetail;
  open: boolean;
  onClose: () => void;
}

/** Type 1 is the one the platform forwards a trial call for (the others are refused). */
const MICRO_TRIAL_TYPE = 1;

/**
 * The trial dialog of a microservice (loaded by MicroDetailView when first opened) (spec 000 §2.10: for title gywfwzj a dialog instead of
 * leaving for /Trial): the live console itself, so the service is called in place, and a link
 * to the online console's page with the run history. A service that cannot be tried online
 * (签名, 签章) shows how it is called instead.
 */
export default function MicroTrialDialog({ micro, open, onClose }: MicroTrialDialogProps) {
  const label = microButtonLabel(micro.type);
  const tried = micro.type === MICRO_TRIAL_TYPE;
  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        title={`${label}：${micro.name}`}
        width={760}
        centered
        className="micro-trial-dialog"
        footer={
          <div className="micro-trial-dialog__footer">
            <p className="micro-trial-dialog__more">
              {tried ? '调用记录、再次运行与复制 curl：' : '接口调用：'}
              <Link to={links.trial('micr', 'gywfwzj', micro.id)} onClick={onClose}>
                在线{label}
              </Link>
            </p>
            <Button onClick={onClose}>关闭</Button>
          </div>
        }
      >
        <p className="micro-trial-dialog__intro">{micro.contentRemake}</p>
        {tried ? (
          <TrialConsole micro={micro} variant="dialog" />
        ) : (
          <>
            <h3 className="trial-console__title">接口信息</h3>
            <EndpointPanel endpoint={micro.request} />
            <h3 className="trial-console__title">请求参数</h3>
            <RequestFieldTable fields={micro.requestFields} />
          </>
        )}
      </Modal>
    </AntdScope>
  );
}
