import { BACK_TO_TOP_AFTER_PX } from '@portal/shared/constants';
import { useEffect, useState } from 'react';
import { Icon, VerticalAlignTopOutlined } from '../icons/icons';
import { scrollToTop } from './scroll';

/**
 * Back to top once the page is scrolled past 300 px (spec 000 §9), in 800 ms. A plain
 * button: antd's FloatButton would bring its tooltip machinery onto every first screen.
 */
export default function BackToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!shown) return null;
  return (
    <button type="button" className="back-to-top" aria-label="回到顶部" onClick={() => scrollToTop()}>
      <Icon of={VerticalAlignTopOutlined} />
    </button>
  );
}
