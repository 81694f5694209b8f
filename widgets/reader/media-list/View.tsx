/**
 * The audio and video page (/{lang}/audioList): tabs video / audio as links and a paged grid of
 * cards (poster, title, duration, date, linked article). ?id=N shows that item on top in a native
 * player (preload="none": nothing is fetched before the reader presses play) with its related
 * articles; an unknown id shows the not-found text above the list.
 */
import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { ArticleItem } from '../../shared/reader/ArticleItem';
import { pick, showDate, type ArticleSummary, type Loaded, type Paged } from '../../shared/reader/content';
import { articleHref, withQuery } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { TabLinks } from '../figure-list/Tabs';
import { MEDIA_TABS, mediaTypeParam, RELATED_SIZE, type Media, type MediaListData, type MediaListProps, type MediaTab } from './load';

const rootCss = css`
  margin: 0 0 24px;
  min-width: 0;
  .total {
    margin: 0 0 12px;
    font-size: 13px;
    color: #666;
  }
  .meta {
    margin: 0 0 4px;
    font-size: 13px;
    color: #666;
  }
  .source {
    margin: 0;
    font-size: 13px;
    line-height: 1.6;
    color: #555;
    overflow-wrap: anywhere;
  }
  .source a,
  .back a {
    color: ${themeVar.primary};
  }
  .source a:hover,
  .back a:hover {
    color: ${themeVar.hover};
  }
  a:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
  .back {
    margin: 12px 0 0;
    font-size: 14px;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
    border: 1px solid #e5e5e5;
    border-radius: 6px;
    background: #fff;
    overflow: hidden;
    transition: box-shadow 0.2s;
  }
  > li:hover {
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.1);
  }
  > li[data-current] {
    border-color: ${themeVar.primary};
    box-shadow: 0 0 0 1px ${themeVar.primary};
  }
  .poster {
    display: block;
    aspect-ratio: 16 / 9;
    background: ${themeVar.primary10};
  }
  .poster img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .poster-default {
    display: block;
    width: 100%;
    height: 100%;
    background: linear-gradient(135deg, ${themeVar.primary} 0%, ${themeVar.primary80} 60%, ${themeVar.primary10} 100%);
  }
  .body {
    padding: 12px 14px 14px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
    line-height: 1.5;
    font-weight: 600;
  }
  h2 a {
    color: #1a1a1a;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  h2 a:hover,
  > li:hover h2 a {
    color: ${themeVar.hover};
  }
`;

const playerCss = css`
  margin: 0 0 28px;
  padding: 0 0 20px;
  border-bottom: 1px solid #e5e5e5;
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
    line-height: 1.45;
    color: #1a1a1a;
    overflow-wrap: anywhere;
  }
  video {
    display: block;
    width: 100%;
    max-width: 960px;
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: 4px;
  }
  .audio {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px;
    padding: 16px;
    max-width: 960px;
    box-sizing: border-box;
    border-radius: 6px;
    background: ${themeVar.primary10};
  }
  .audio img {
    width: 160px;
    max-width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 4px;
    background: #fff;
  }
  audio {
    flex: 1 1 240px;
    min-width: 0;
    width: 100%;
  }
  .failed {
    margin: 8px 0 0;
    color: #a4262c;
    font-size: 14px;
  }
  .meta {
    margin: 12px 0 4px;
  }
  .desc {
    margin: 0 0 8px;
    font-size: 14px;
    line-height: 1.7;
    color: #444;
  }
  h3 {
    margin: 20px 0 0;
    padding: 0 0 6px;
    font-size: 17px;
    border-bottom: 2px solid ${themeVar.primary};
  }
`;

/** 303 -> "5:03", 3723 -> "1:02:03". */
export function formatDuration(sec: number): string {
  const s = Math.max(0, Math.round(sec));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

function Meta({ item }: { item: Media }) {
  const { t } = useTranslation();
  const date = showDate(item.publishedDate);
  const parts = [
    typeof item.durationSec === 'number' && item.durationSec > 0 && (
      <span key="d">
        {t('mediaPages.duration')} <time dateTime={`PT${Math.round(item.durationSec)}S`}>{formatDuration(item.durationSec)}</time>
      </span>
    ),
    date && (
      <span key="p">
        {t('mediaPages.published')} <time dateTime={date}>{date}</time>
      </span>
    ),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="meta">{parts.flatMap((p, i) => (i === 0 ? [p] : [' · ', p]))}</p>;
}

function LinkedArticle({ item }: { item: Media }) {
  const page = usePage();
  const { t } = useTranslation();
  const a = item.article;
  const title = a ? pick(page.uiLang, a.title, a.enTitle) : '';
  if (!a || !title) return null;
  return (
    <p className="source">
      {t('mediaPages.fromArticle')}
      {t('mediaPages.colon')}
      <a href={articleHref(page, a.id)}>{title}</a>
    </p>
  );
}

/** Link of one item: the current list (tab and page) with ?id=N. */
function itemHref(page: Parameters<typeof withQuery>[0], m: Media): string {
  return withQuery(page, { type: m.type, id: m.id });
}

function Cards({ list, label, current }: { list: readonly Media[]; label: string; current?: number }) {
  const page = usePage();
  return (
    <ul css={gridCss} aria-label={label}>
      {list.map((m) => {
        const href = itemHref(page, m);
        const cover = fileUrl(m.cover);
        const isCurrent = m.id === current;
        return (
          <li key={m.id} data-media-id={m.id} data-current={isCurrent ? '' : undefined}>
            {/* the title link is the keyboard and screen-reader target; the poster repeats it for the pointer */}
            <a className="poster" href={href} tabIndex={-1} aria-hidden="true">
              {cover ? <img src={cover} alt="" loading="lazy" decoding="async" /> : <span className="poster-default" />}
            </a>
            <div className="body">
              <h2>
                <a href={href} aria-current={isCurrent ? 'true' : undefined}>
                  {pick(page.uiLang, m.title, m.enTitle)}
                </a>
              </h2>
              <Meta item={m} />
              <LinkedArticle item={m} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Related({ related }: { related: Loaded<Paged<ArticleSummary>> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} data-related="">
      <h3 id={id}>{t('mediaPages.relatedArticles')}</h3>
      {!related.ok ? (
        <StateNotice kind="error" />
      ) : related.data.list.length === 0 ? (
        <StateNotice kind="empty" />
      ) : (
        related.data.list.map((a) => <ArticleItem key={a.id} article={a} headingLevel={4} />)
      )}
    </section>
  );
}

function Player({ item, related, showRelated }: { item: Media; related: Loaded<Paged<ArticleSummary>>; showRelated: boolean }) {
  const page = usePage();
  const { t } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const title = pick(page.uiLang, item.title, item.enTitle);
  const description = pick(page.uiLang, item.description, item.enDescription);
  const url = fileUrl(item.url);
  const cover = fileUrl(item.cover);
  const audio = item.type === 'audio';
  return (
    <section css={playerCss} aria-labelledby={id} data-player={audio ? 'audio' : 'video'}>
      <h2 id={id}>{title}</h2>
      {url &&
        (audio ? (
          <div className="audio">
            {cover && <img src={cover} alt="" decoding="async" />}
            <audio controls preload="none" src={url} aria-label={title} onError={() => setFailed(true)}>
              {t('mediaPages.noPlayer')}
            </audio>
          </div>
        ) : (
          <video controls preload="none" playsInline poster={cover} src={url} aria-label={title} onError={() => setFailed(true)}>
            {t('mediaPages.noPlayer')}
          </video>
        ))}
      {(failed || !url) && (
        <p className="failed" role="alert">
          {t('mediaPages.cannotPlay')}
          {url && (
            <>
              {' '}
              <a href={url}>{t('mediaPages.openFile')}</a>
            </>
          )}
        </p>
      )}
      <Meta item={item} />
      {description && <p className="desc">{description}</p>}
      <LinkedArticle item={item} />
      {showRelated && <Related related={related} />}
    </section>
  );
}

export function mediaTabHref(page: Parameters<typeof withQuery>[0], tab: MediaTab): string {
  return withQuery(page, { type: tab, page: undefined, id: undefined });
}

export default function MediaList({ props, data }: WidgetViewProps<MediaListProps, MediaListData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const active: MediaTab = data?.tab ?? mediaTypeParam(page.route) ?? 'video';
  const label = t(`mediaPages.${active}`);
  const tabs = MEDIA_TABS.map((tab) => ({ key: tab, href: mediaTabHref(page, tab), text: t(`mediaPages.${tab}`), current: tab === active }));
  const selected = data?.selected;
  const result = data?.result;
  const back = withQuery(page, { id: undefined });
  return (
    <div css={rootCss} data-media-list={active}>
      {selected &&
        (selected.item.ok ? (
          // a new item gets a fresh player (no error state carried over)
          <Player key={selected.item.data.id} item={selected.item.data} related={selected.related} showRelated={(props?.relatedSize ?? RELATED_SIZE) > 0} />
        ) : (
          <div css={playerCss} data-player="none">
            {selected.item.status === 404 ? <StateNotice kind="empty" text={t('mediaPages.notFound')} /> : <StateNotice kind="error" />}
            <p className="back">
              <a href={back}>{t('mediaPages.backToList')}</a>
            </p>
          </div>
        ))}
      <TabLinks label={t('mediaPages.mediaTabs')} tabs={tabs} />
      {!result ? (
        <StateNotice kind="loading" />
      ) : !result.ok ? (
        <StateNotice kind="error" />
      ) : (
        <>
          {result.data.total > 0 && <p className="total">{t('mediaPages.total', { n: result.data.total })}</p>}
          {result.data.list.length === 0 ? (
            <StateNotice kind="empty" />
          ) : (
            <Cards list={result.data.list} label={label} current={selected?.item.ok ? selected.item.data.id : undefined} />
          )}
          <Pager total={result.data.total} page={result.data.page} size={result.data.size} />
        </>
      )}
    </div>
  );
}
