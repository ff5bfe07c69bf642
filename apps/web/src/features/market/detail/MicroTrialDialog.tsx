import type { MicroDetail } from '@portal/shared/catalogue';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { links } from '../../../config/paths';
import { microButtonLabel } from '../catalogue-rules';
import { EndpointPanel, RequestFieldTable } from '../components/EndpointPanel';

interface MicroTrialDialogProps {
  micro: MicroDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * The trial dialog of a microservice (spec 000 §2.10: for title gywfwzj a dialog instead of
 * leaving for /Trial): how the service is called and with which parameters, and the way
 * into the online console where it is called for real.
 */
export function MicroTrialDialog({ micro, open, onClose }: MicroTrialDialogProps) {
  const navigate = useNavigate();
  const label = microButtonLabel(micro.type);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`${label}：${micro.name}`}
      width={720}
      centered
      className="micro-trial-dialog"
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          <Button
            type="primary"
            onClick={() => {
              onClose();
              void navigate(links.trial('micr', 'gywfwzj', micro.id));
            }}
          >
            在线{label}
          </Button>
        </>
      }
    >
      <p className="micro-trial-dialog__intro">{micro.contentRemake}</p>
      <h3 className="micro-trial-dialog__title">接口信息</h3>
      <EndpointPanel endpoint={micro.request} />
      <h3 className="micro-trial-dialog__title">请求参数</h3>
      <RequestFieldTable fields={micro.requestFields} />
    </Modal>
  );
}
