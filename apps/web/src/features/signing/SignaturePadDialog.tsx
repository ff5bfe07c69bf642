import { SIGNING_TEXTS } from '@portal/shared/signing';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { getFeedback } from '../../shared/api/feedback';

interface SignaturePadDialogProps {
  open: boolean;
  onClose: () => void;
  /** The drawn signature as a PNG (transparent background, black ink). */
  onConfirm: (png: Blob) => Promise<void> | void;
}

/**
 * The handwriting pad (spec 002 §2.10): black ink 2 wide on a grey area, with the prompt to sign
 * there, 清空 and 确认; confirming an empty pad says 请签名之后提交.
 */
export function SignaturePadDialog({ open, onClose, onConfirm }: SignaturePadDialogProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let made: SignaturePad | null = null;
    const start = async () => {
      const { default: Pad } = await import('signature_pad');
      const element = canvas.current;
      if (cancelled || !element) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      made = new Pad(element, { minWidth: 2, maxWidth: 2, penColor: 'black' });
      made.addEventListener('endStroke', () => setEmpty(made?.isEmpty() ?? true));
      pad.current = made;
      setEmpty(true);
    };
    // The dialog's body is laid out after it opens.
    const frame = requestAnimationFrame(() => void start());
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      made?.off();
      pad.current = null;
    };
  }, [open]);

  const confirm = async () => {
    const current = pad.current;
    if (!current || current.isEmpty()) {
      getFeedback().message('warning', SIGNING_TEXTS.emptySignature);
      return;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.current?.toBlob(resolve, 'image/png'));
    if (!blob) return;
    setSaving(true);
    try {
      await onConfirm(blob);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="手写签名"
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={[
        <Button
          key="clear"
          onClick={() => {
            pad.current?.clear();
            setEmpty(true);
          }}
        >
          清空
        </Button>,
        <Button key="confirm" type="primary" loading={saving} onClick={() => void confirm()}>
          确认
        </Button>,
      ]}
    >
      <div className="signature-pad">
        <canvas ref={canvas} className="signature-pad__canvas" aria-label="签名区域" role="img" />
        {empty ? (
          <p className="signature-pad__prompt" aria-hidden="true">
            {SIGNING_TEXTS.signPrompt}
          </p>
        ) : null}
      </div>
      <p className="signature-pad__hint">{SIGNING_TEXTS.signPrompt}</p>
    </Modal>
  );
}
