import { BACK_TO_TOP_AFTER_PX } from '@portal/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Icon, VerticalAlignTopOutlined } from '../icons/icons';
import { scrollToTop } from './scroll';

const CLICKABLE = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex="0"]';

/** Whether a link or button of the page lies (even partly) under the button. */
function clickableBeneath(button: HTMLElement): boolean {
  const own = button.getBoundingClientRect();
  for (const element of document.querySelectorAll(CLICKABLE)) {
    if (element === button) continue;
    const other = element.getBoundingClientRect();
    if (other.width === 0 || other.height === 0) continue;
    if (
      other.left < own.right &&
      other.right > own.left &&
      other.top < own.bottom &&
      other.bottom > own.top
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Back to top once the page is scrolled past 300 px (spec 000 §9), in 800 ms. It steps aside
 * (hidden, not focusable) while a link or button of the page lies under it, as on a phone's
 * narrow columns, so it never covers what a user means to tap. A plain button: antd's
 * FloatButton would bring its tooltip machinery onto every first screen.
 */
export default function BackToTop() {
  const [shown, setShown] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // Once per frame: hit testing on every scroll event would cost more than it saves.
      frame = requestAnimationFrame(() => {
        setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
        setCovering(button.current !== null && clickableBeneath(button.current));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    // Content arriving (a list, pictures) moves links under it without a scroll.
    const content = new ResizeObserver(update);
    content.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      content.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  // Just drawn: it may have appeared over a link, with no scroll event to come.
  useEffect(() => {
    if (shown && button.current) setCovering(clickableBeneath(button.current));
  }, [shown]);

  if (!shown) return null;
  return (
    <button
      ref={button}
      type="button"
      className="back-to-top"
      aria-label="回到顶部"
      style={covering ? { visibility: 'hidden' } : undefined}
      onClick={() => scrollToTop()}
    >
      <Icon of={VerticalAlignTopOutlined} />
    </button>
  );
}
