import type { ModalFuncProps } from 'antd';
import { Fragment, lazy, type ReactElement, Suspense, useCallback, useRef, useState } from 'react';

const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

export interface LazyConfirm {
  /** Opens antd's confirm dialog with these options (a newer one replaces one still open). */
  confirm: (options: ModalFuncProps) => void;
  /** Render once where the dialog's context (router, queries) holds. */
  holder: ReactElement;
}

/**
 * antd's `Modal.useModal().confirm` for a page that draws no antd of its own: antd (and the
 * dialog's code) is fetched when a confirm is first asked, not with the page's first screen.
 * `key` names the holder, for a page that renders two side by side.
 */
export function useLazyConfirm(key: string): LazyConfirm {
  const [shown, setShown] = useState<{ id: number; options: ModalFuncProps } | null>(null);
  const lastId = useRef(0);
  const confirm = useCallback((options: ModalFuncProps) => {
    lastId.current += 1;
    setShown({ id: lastId.current, options });
  }, []);
  const closed = useCallback(
    (id: number) => setShown((current) => (current?.id === id ? null : current)),
    [],
  );
  const holder = (
    <Fragment key={key}>
      {shown ? (
        <Suspense fallback={null}>
          <ConfirmDialog key={shown.id} options={shown.options} onClosed={() => closed(shown.id)} />
        </Suspense>
      ) : null}
    </Fragment>
  );
  return { confirm, holder };
}
