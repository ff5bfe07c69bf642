import type { ReactNode } from 'react';
import { useCarousel } from '../../shared/banner/useCarousel';
import { HomeIcon } from './HomeIcon';
import type { Step } from './home-content';

interface StepTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  steps: Step[];
  icons: ReactNode[];
  /** Time per step (spec 000 §9: development centre 6 s, market steps 4 s). */
  interval: number;
  numbered?: boolean;
}

/**
 * Auto-rotating tabs: the next step every `interval`, wrapping; choosing a tab restarts
 * the rotation after 1.5 s, like the carousels.
 */
export function StepTabs({ label, steps, icons, interval, numbered = false }: StepTabsProps) {
  const { index, goTo } = useCarousel(steps.length, interval);
  const step = steps[index] as Step;
  const id = (i: number) => `${label}-${i}`;
  return (
    <div className="step-tabs">
      <div className="step-tabs__list" role="tablist" aria-label={label}>
        {steps.map((item, i) => (
          <button
            key={item.title}
            type="button"
            role="tab"
            id={`${id(i)}-tab`}
            aria-selected={i === index}
            aria-controls={`${id(i)}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="step-tabs__tab"
            onClick={() => goTo(i)}
          >
            {numbered ? (
              <span className="step-tabs__number" aria-hidden="true">
                {i + 1}
              </span>
            ) : null}
            {item.title}
          </button>
        ))}
      </div>
      <div
        className="step-tabs__panel"
        role="tabpanel"
        id={`${id(index)}-panel`}
        aria-labelledby={`${id(index)}-tab`}
      >
        <span className="step-tabs__icon" aria-hidden="true">
          {icons[index]}
        </span>
        <div>
          <h3 className="step-tabs__title">{step.title}</h3>
          <p className="step-tabs__text">{step.text}</p>
          <ul className="step-tabs__points">
            {step.points.map((point) => (
              <li key={point}>
                <HomeIcon name="check-circle" aria-hidden="true" /> {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
