import { MESSAGE_DURATION_S, MESSAGES } from '@portal/shared';
import { App, type MessageArgsProps, Modal, type ModalFuncProps, message } from 'antd';
import { useEffect } from 'react';

export type FeedbackType = 'success' | 'error' | 'warning' | 'info';

/** How the request layer (and anyone else) talks to the user. */
export interface Feedback {
  message(type: FeedbackType, text: string): void;
  confirmLogout(onConfirm: () => void): void;
}

/** The parts of antd's message and modal APIs we use; both the hook and the static APIs fit. */
export interface MessageApi {
  open(args: MessageArgsProps): unknown;
  destroy(): void;
}
export interface ConfirmApi {
  confirm(props: ModalFuncProps): unknown;
}

export function createFeedback(messageApi: MessageApi, modalApi: ConfirmApi): Feedback {
  // Several calls can fail with 500xx at once; the user needs one logout box, not a stack.
  let logoutBoxOpen = false;

  return {
    message(type, text) {
      // One message on screen at a time (spec 002 §7.1): the new one replaces the previous.
      // Reusing a key would keep the old timer running, so close the old one and open afresh.
      messageApi.destroy();
      messageApi.open({ type, content: text, duration: MESSAGE_DURATION_S });
    },

    confirmLogout(onConfirm) {
      if (logoutBoxOpen) return;
      logoutBoxOpen = true;
      const closed = () => {
        logoutBoxOpen = false;
      };
      modalApi.confirm({
        title: MESSAGES.logoutConfirmTitle,
        content: MESSAGES.logoutConfirmContent,
        okText: MESSAGES.logoutConfirmOk,
        cancelText: MESSAGES.logoutConfirmCancel,
        onOk: () => {
          closed();
          onConfirm();
        },
        onCancel: closed,
      });
    },
  };
}

// Static antd APIs work before the app shell has mounted, but cannot read its theme.
const staticFeedback = createFeedback(message, Modal);
let registeredFeedback: Feedback | null = null;

export function setFeedback(feedback: Feedback | null): void {
  registeredFeedback = feedback;
}

export function getFeedback(): Feedback {
  return registeredFeedback ?? staticFeedback;
}

/**
 * Mount once inside antd's `<App>`: hands the request layer message and modal APIs
 * that use the app's theme and locale.
 */
export function FeedbackBridge(): null {
  const { message: messageApi, modal } = App.useApp();

  useEffect(() => {
    const feedback = createFeedback(messageApi, modal);
    setFeedback(feedback);
    return () => {
      // Only unregister what this bridge registered.
      if (registeredFeedback === feedback) setFeedback(null);
    };
  }, [messageApi, modal]);

  return null;
}
