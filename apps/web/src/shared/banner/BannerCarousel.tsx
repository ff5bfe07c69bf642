import { TIMERS_MS } from '@portal/shared/constants';
import type { Banner } from '@portal/shared/content';
import { BANNER_DEFAULT_TEXT_COLOR, type BannerType } from '@portal/shared/content-constants';
import { Icon, LeftOutlined, RightOutlined } from '../icons/icons';
import { useBanners } from './api';
import { useCarousel } from './useCarousel';
import './banner.css';

export interface BannerCarouselProps {
  /** The banner type of the page (spec 000 §9: 1 home, 2 solution, … 10 about us). */
  type: BannerType;
  /** Shown while the banners load, when there are none, or when they cannot be loaded. */
  fallbackTitle: string;
  fallbackSummary?: string;
  /** `home` is the tall first-screen banner; `page` the banner at the top of other pages. */
  size?: 'home' | 'page';
  /** The slide titles' heading level: 1 where the banner title is the page's main heading. */
  headingLevel?: 1 | 2;
}

/**
 * The banner carousel every page with a banner type uses (spec 000 §4): the active banners
 * of that type, 4 s each, wrapping; previous/next arrows and dots only when there is more
 * than one image, and a manual step restarts the rotation after 1.5 s.
 */
export function BannerCarousel({
  type,
  fallbackTitle,
  fallbackSummary,
  size = 'page',
  headingLevel = 2,
}: BannerCarouselProps) {
  const banners = useBanners(type);
  const slides = banners.data ?? [];
  const { index, next, prev, goTo } = useCarousel(slides.length, TIMERS_MS.bannerCarousel);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const className = `banner-carousel banner-carousel--${size}`;

  if (slides.length === 0) {
    return (
      <section className={`${className} banner-carousel--fallback`} aria-busy={banners.isPending}>
        <div className="container banner-carousel__text">
          <Heading className="banner-carousel__title">{fallbackTitle}</Heading>
          {fallbackSummary ? <p className="banner-carousel__snapshot">{fallbackSummary}</p> : null}
        </div>
      </section>
    );
  }

  const many = slides.length > 1;
  return (
    <section className={className} aria-roledescription="carousel" aria-label={fallbackTitle}>
      {slides.map((banner, i) => (
        <Slide key={banner.id} banner={banner} active={i === index} first={i === 0} Heading={Heading} />
      ))}
      {many ? (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label="上一张"
            onClick={prev}
          >
            <Icon of={LeftOutlined} />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label="下一张"
            onClick={next}
          >
            <Icon of={RightOutlined} />
          </button>
          <div className="banner-carousel__dots">
            {slides.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={`第${i + 1}张`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function Slide({
  banner,
  active,
  first,
  Heading,
}: {
  banner: Banner;
  active: boolean;
  first: boolean;
  Heading: 'h1' | 'h2';
}) {
  const color = banner.textColor || BANNER_DEFAULT_TEXT_COLOR;
  return (
    <div className="banner-carousel__slide" data-active={active} aria-hidden={!active} inert={!active}>
      {/* The title is written over the image as text, so the image itself is decoration. */}
      <img
        className="banner-carousel__image"
        src={banner.url}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        // The first picture is the page's largest paint: drawn in the frame its markup is,
        // not a frame later, when hydration may hold the main thread.
        decoding={first ? 'sync' : 'async'}
      />
      <div className="container banner-carousel__text" style={{ color }}>
        <Heading className="banner-carousel__title">{banner.title}</Heading>
        {banner.snapshot ? <p className="banner-carousel__snapshot">{banner.snapshot}</p> : null}
      </div>
    </div>
  );
}
