/**
 * Top banner (spec 9): content width, height = width x 175 / 683 through CSS aspect-ratio, so the
 * server-rendered page already has the right height (no layout shift, no window). One picture
 * shows plain; several make a manual carousel: previous / next buttons, one dot per slide, the
 * arrow keys while focus is inside; it does not move by itself unless autoplay is set.
 */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { TOP_BANNER_AUTOPLAY_MS, TOP_BANNER_RATIO, bannerModel, type BannerSlide, type TopBannerProps } from './model';

export type { TopBannerProps } from './model';

const frame = css`
  position: relative;
  width: 100%;
  aspect-ratio: ${TOP_BANNER_RATIO.width} / ${TOP_BANNER_RATIO.height};
  margin: 0 0 20px;
  overflow: hidden;
  background: ${themeVar.primary10};
  .slide {
    position: absolute;
    inset: 0;
  }
  .slide[hidden] {
    display: none;
  }
  .slide a {
    display: block;
    width: 100%;
    height: 100%;
  }
  .slide a:focus-visible {
    outline: 3px solid ${themeVar.primary};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  .nav {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.4);
    color: #fff;
    font-size: 24px;
    line-height: 1;
    cursor: pointer;
  }
  .nav:hover,
  .nav:focus-visible {
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
  }
  .prev {
    left: 8px;
  }
  .next {
    right: 8px;
  }
  .dots {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 4px;
    display: flex;
    justify-content: center;
  }
  /* 24 px targets around a 10 px dot */
  .dots button {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .dots button::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    border: 1px solid #fff;
    background: rgba(255, 255, 255, 0.45);
    box-shadow: 0 0 2px rgba(0, 0, 0, 0.5);
  }
  .dots button[aria-current='true']::before {
    background: ${themeVar.primary};
  }
  .dots button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
  }
  @media (max-width: 480px) {
    .nav {
      width: 32px;
      height: 32px;
      font-size: 20px;
    }
  }
`;

function Picture({ slide, fit, eager }: { slide: BannerSlide; fit: 'cover' | 'contain'; eager: boolean }) {
  const img = <img src={slide.src} alt={slide.alt} style={{ objectFit: fit }} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  if (!slide.href) return img;
  return (
    <a href={slide.href} target={slide.external ? '_blank' : undefined} rel={slide.external ? 'noopener noreferrer' : undefined}>
      {img}
    </a>
  );
}

/** Autoplay only on request, and never with reduced motion or while the reader is on it. */
function useAutoplay(on: boolean, count: number, paused: boolean, advance: () => void) {
  useEffect(() => {
    if (!on || count < 2 || paused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(advance, TOP_BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [on, count, paused, advance]);
}

export default function TopBanner({ props }: WidgetViewProps<TopBannerProps>) {
  const { site, channel, uiLang, lang, route } = usePage();
  const { t } = useTranslation();
  const m = bannerModel(props, { route, lang, uiLang, channel, site });
  const n = m.slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const advance = useCallback(() => setIndex((i) => i + 1), []);
  useAutoplay(props?.autoplay === true, n, paused, advance);

  if (n === 0) return null;
  const slides = m.slides.map((s) => (s.alt ? s : { ...s, alt: t('topBanner.label') }));
  if (n === 1) {
    return (
      <div css={frame} data-top-banner="" data-banner-source={m.source}>
        <div className="slide">
          <Picture slide={slides[0]!} fit={m.fit} eager />
        </div>
      </div>
    );
  }

  const current = ((index % n) + n) % n;
  const go = (i: number) => setIndex(((i % n) + n) % n);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(current - 1);
    else if (e.key === 'ArrowRight') go(current + 1);
    else return;
    e.preventDefault();
  };
  return (
    <section
      css={frame}
      aria-roledescription="carousel"
      aria-label={t('topBanner.label')}
      data-top-banner=""
      data-banner-source={m.source}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div aria-live={props?.autoplay ? 'off' : 'polite'}>
        {slides.map((s, i) => (
          <div
            key={`${i}:${s.src}`}
            className="slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('topBanner.slide', { n: i + 1, total: n })}
            hidden={i !== current}
          >
            <Picture slide={s} fit={m.fit} eager={i === 0} />
          </div>
        ))}
      </div>
      <button type="button" className="nav prev" aria-label={t('topBanner.prev')} onClick={() => go(current - 1)}>
        ‹
      </button>
      <button type="button" className="nav next" aria-label={t('topBanner.next')} onClick={() => go(current + 1)}>
        ›
      </button>
      <div className="dots" role="group" aria-label={t('topBanner.slides')}>
        {slides.map((s, i) => (
          <button
            key={`${i}:${s.src}`}
            type="button"
            aria-label={t('topBanner.goTo', { n: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
