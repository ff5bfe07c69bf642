import { Modal, type ModalFuncProps } from 'antd';
import { useEffect, useRef } from 'react';
import { AntdScope } from './AntdScope';

interface ConfirmDialogProps {
  options: ModalFuncProps;
  /** The dialog has closed (after its animation): the holder lets it go. */
  onClosed: () => void;
}

/** One antd confirm, opened on mount (useLazyConfirm loads this with antd when it is needed). */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AntdScope>
      <Confirm {...props} />
    </AntdScope>
  );
}

function Confirm({ options, onClosed }: ConfirmDialogProps) {
  const [modal, holder] = Modal.useModal();
  const closed = useRef(onClosed);
  closed.current = onClosed;
  useEffect(() => {
    // A confirm ended here (an unmount, or React's second mount in development) is not the
    // user closing it: only the one still current reports its close.
    let current = true;
    const instance = modal.confirm({
      ...options,
      afterClose: () => {
        if (current) closed.current();
      },
    });
    return () => {
      current = false;
      instance.destroy();
    };
  }, [modal, options]);
  return holder;
}
