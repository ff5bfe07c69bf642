import { Modal, message } from 'antd';
import { useEffect } from 'react';
import { createFeedback, getFeedback, setFeedback } from './feedback';

/** Renders antd's message and modal holders and registers them as the app's feedback. */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  useEffect(() => {
    const feedback = createFeedback(messageApi, modal);
    setFeedback(feedback);
    return () => {
      // Only unregister what this host registered.
      if (getFeedback() === feedback) setFeedback(null);
    };
  }, [messageApi, modal]);

  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
