/**
 * Top-news banner (spec 2.4, 9): a 90 px bar showing one news item at a time with previous/next
 * buttons, not autoplaying, closable (remembered for the session, key "topBanner"). Clicking an
 * item opens its news detail page. Items come from props, else from the top-news loader (load.ts).
 */
import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { linkRoute, withSlds } from '../../../engine/routing/menu';
import { sitePath } from '../../../engine/routing/links';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { byLang } from '../../shared/text';
import type { NewsBannerData } from './load';

export interface NewsBannerItem {
  id: number | string;
  title: string;
  enTitle?: string;
}

export interface NewsBannerProps {
  items?: NewsBannerItem[];
  height?: number;
  autoplay?: boolean;
}

export const NEWS_BANNER_HEIGHT = 90;
export const TOP_BANNER_KEY = 'topBanner';
const AUTOPLAY_MS = 5000;

const bar = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 1200px;
  margin: 0 auto 20px;
  padding: 0 48px 0 16px;
  box-sizing: border-box;
  background: ${themeVar.primary10};
  border-left: 4px solid ${themeVar.primary};
  overflow: hidden;
  .tag {
    flex: 0 0 auto;
    background: ${themeVar.primary};
    color: ${themeVar.onPrimary};
    padding: 2px 10px;
    border-radius: 3px;
    font-size: 13px;
  }
  .item {
    flex: 1 1 auto;
    min-width: 0;
    font-size: 16px;
    color: #222;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .item:hover {
    color: ${themeVar.primary};
    text-decoration: underline;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: #555;
    font-size: 18px;
    width: 32px;
    height: 32px;
    border-radius: 50%;
  }
  button:hover {
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  .close {
    position: absolute;
    right: 8px;
    top: 8px;
  }
`;

export default function NewsBanner({ props, data }: WidgetViewProps<NewsBannerProps, NewsBannerData | undefined>) {
  const { uiLang, lang, route } = usePage();
  const { t } = useTranslation();
  const source = props?.items?.length ? props.items : (data?.items ?? []);
  const items = source.filter((i) => byLang(uiLang, i.title, i.enTitle));
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const height = props?.height ?? NEWS_BANNER_HEIGHT;

  useEffect(() => {
    try {
      if (sessionStorage.getItem(TOP_BANNER_KEY) === 'closed') setClosed(true);
    } catch {
      /* storage unavailable */
    }
  }, []);

  useEffect(() => {
    if (!props?.autoplay || items.length < 2 || closed) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [props?.autoplay, items.length, closed]);

  if (closed || items.length === 0) return null;
  const current = items[Math.min(index, items.length - 1)]!;
  const lr = linkRoute(route);
  const href = withSlds(sitePath(lr, lang, `newsDetails/${encodeURIComponent(String(current.id))}`), lr);
  const go = (d: number) => setIndex((i) => (i + d + items.length) % items.length);
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(TOP_BANNER_KEY, 'closed');
    } catch {
      /* storage unavailable */
    }
  };

  return (
    <section css={bar} style={{ height }} aria-roledescription="carousel" aria-label={t('newsBanner.label')} data-news-banner="">
      <span className="tag" aria-hidden="true">
        {t('newsBanner.label')}
      </span>
      {items.length > 1 && (
        <button type="button" aria-label={t('newsBanner.prev')} onClick={() => go(-1)}>
          ‹
        </button>
      )}
      <a className="item" href={href} aria-live={props?.autoplay ? 'off' : 'polite'}>
        {byLang(uiLang, current.title, current.enTitle)}
      </a>
      {items.length > 1 && (
        <button type="button" aria-label={t('newsBanner.next')} onClick={() => go(1)}>
          ›
        </button>
      )}
      <button type="button" className="close" aria-label={t('newsBanner.close')} onClick={close}>
        ×
      </button>
    </section>
  );
}
