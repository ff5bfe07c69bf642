import { Modal, message } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../antd/AntdScope';
import { createFeedback, getFeedback, setFeedback } from './feedback';

/** Renders antd's message and modal holders and registers them as the app's feedback. */
function FeedbackHolders() {
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

/** The message host, in antd's configuration (the hooks read it where they are called). */
export default function FeedbackHost() {
  return (
    <AntdScope>
      <FeedbackHolders />
    </AntdScope>
  );
}
