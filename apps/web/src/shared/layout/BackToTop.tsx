import { BACK_TO_TOP_AFTER_PX, TIMERS_MS } from '@portal/shared';
import { FloatButton } from 'antd';

/** Back to top once the page is scrolled past 300 px (spec 000 §9), in 800 ms. */
export default function BackToTop() {
  return (
    <FloatButton.BackTop
      aria-label="回到顶部"
      visibilityHeight={BACK_TO_TOP_AFTER_PX}
      duration={TIMERS_MS.scrollToTop}
    />
  );
}
