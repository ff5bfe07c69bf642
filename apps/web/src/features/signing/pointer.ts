import type { PointerEvent } from 'react';

/** Keeps a drag's pointer on the element that started it (a finger or mouse leaving the box still drags it). */
export function capture(event: PointerEvent<HTMLElement>): void {
  try {
    event.currentTarget.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks: the drag follows the element's own events.
  }
}
