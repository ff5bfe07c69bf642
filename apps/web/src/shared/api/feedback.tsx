import { MESSAGE_DURATION_S } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import type { MessageArgsProps, ModalFuncProps } from 'antd';

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

type Pending =
  | { kind: 'message'; type: FeedbackType; text: string }
  | { kind: 'logout'; onConfirm: () => void };

let registeredFeedback: Feedback | null = null;
let pending: Pending[] = [];
/** Set once something has been said: only then is the host (antd message and modal) loaded. */
let hostWanted = false;
const hostListeners = new Set<() => void>();

/** True once something has been said: the host should be loaded. */
export function isHostWanted(): boolean {
  return hostWanted;
}

function wantHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

/** Subscribes to the moment the host is first wanted (FeedbackBridge). */
export function onHostWanted(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/**
 * Until the feedback host has loaded (antd's message and modal are kept off the first
 * screen), what is said waits: the newest message and at most one logout box.
 */
const waitingFeedback: Feedback = {
  message(type, text) {
    pending = [...pending.filter((item) => item.kind !== 'message'), { kind: 'message', type, text }];
    wantHost();
  },
  confirmLogout(onConfirm) {
    if (!pending.some((item) => item.kind === 'logout')) pending.push({ kind: 'logout', onConfirm });
    wantHost();
  },
};

export function setFeedback(feedback: Feedback | null): void {
  registeredFeedback = feedback;
  if (!feedback) return;
  const waiting = pending;
  pending = [];
  for (const item of waiting) {
    if (item.kind === 'message') feedback.message(item.type, item.text);
    else feedback.confirmLogout(item.onConfirm);
  }
}

export function getFeedback(): Feedback {
  return registeredFeedback ?? waitingFeedback;
}
