import { Button, Modal } from 'antd';
import { PrivacyAgreement } from './PrivacyAgreement';

interface PrivacyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Offered by the registration form: ticks its consent box and closes. */
  onAgree?: () => void;
}

/** The privacy agreement in a dialog (spec 000 §1, §2.14). */
export function PrivacyDialog({ open, onClose, onAgree }: PrivacyDialogProps) {
  const footer = onAgree
    ? [
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="agree"
          type="primary"
          onClick={() => {
            onAgree();
            onClose();
          }}
        >
          同意并继续
        </Button>,
      ]
    : [
        <Button key="close" type="primary" onClick={onClose}>
          我知道了
        </Button>,
      ];
  return (
    <Modal
      open={open}
      title="隐私协议"
      width={760}
      centered
      onCancel={onClose}
      footer={footer}
      rootClassName="privacy-dialog"
      destroyOnHidden
    >
      <PrivacyAgreement />
    </Modal>
  );
}
