import {
  clampToPage,
  type PageFraction,
  resizeStep,
  type ScreenBox,
  toFraction,
} from '@portal/shared/signing-geometry';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import type { PageView } from './PdfPages';
import { capture } from './pointer';

interface StampBoxProps {
  label: string;
  src: string;
  box: PageFraction;
  view: PageView;
  onChange: (box: PageFraction) => void;
  onRemove: () => void;
}

const toScreen = (box: PageFraction, view: PageView): ScreenBox => ({
  left: box.left * view.width,
  top: box.top * view.height,
  width: box.width * view.width,
  height: box.height * view.height,
});

/**
 * A placed seal or signature: dragged by mouse, touch or pen (pointer events), moved with the
 * arrow keys, resized by the spec's steps (10 wide, 3 high, in nominal pixels), kept within the
 * page and the vertical limits.
 */
export function StampBox({ label, src, box, view, onChange, onRemove }: StampBoxProps) {
  const drag = useRef<{ x: number; y: number; start: ScreenBox } | null>(null);
  const screen = toScreen(box, view);
  const page = { width: view.width, height: view.height };

  const moveTo = (next: ScreenBox) => onChange(toFraction(clampToPage(next, page), page));
  const resize = (direction: 1 | -1) => {
    // The steps are nominal pixels: on a narrowed page they shrink with it.
    const nominalPage = { width: view.width / view.zoom, height: view.height / view.zoom };
    const nominal = {
      left: screen.left / view.zoom,
      top: screen.top / view.zoom,
      width: screen.width / view.zoom,
      height: screen.height / view.zoom,
    };
    onChange(toFraction(resizeStep(nominal, direction, nominalPage), nominalPage));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    capture(event);
    drag.current = { x: event.clientX, y: event.clientY, start: screen };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    if (!started) return;
    moveTo({
      ...started.start,
      left: started.start.left + event.clientX - started.x,
      top: started.start.top + event.clientY - started.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 20 : 4;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo({ ...screen, left: screen.left + move[0], top: screen.top + move[1] });
    } else if (event.key === 'Delete' || event.key === 'Backspace') onRemove();
    else if (event.key === '+' || event.key === '=') resize(1);
    else if (event.key === '-') resize(-1);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a draggable box, not a group of form controls
    <div
      className="stamp-box"
      role="group"
      aria-label={`${label}（拖动或用方向键移动）`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: moved with the arrow keys
      tabIndex={0}
      style={{ left: screen.left, top: screen.top, width: screen.width, height: screen.height }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-stamp={label}
    >
      <img src={src} alt={label} draggable={false} className="stamp-box__image" />
      <span className="stamp-box__tools">
        <button type="button" aria-label={`放大${label}`} onClick={() => resize(1)}>
          ＋
        </button>
        <button type="button" aria-label={`缩小${label}`} onClick={() => resize(-1)}>
          －
        </button>
        <button type="button" aria-label={`删除${label}`} onClick={onRemove}>
          ×
        </button>
      </span>
    </div>
  );
}
