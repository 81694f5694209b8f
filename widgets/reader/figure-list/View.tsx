/**
 * The figures and tables page (/{lang}/textList): tabs pictures / tables as links, a paged grid of
 * picture cards (image, caption, article link, DOI) or a paged list of tables (caption, sanitised
 * table in a horizontally scrollable box, article link). Everything comes from the loader data.
 */
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { pick } from '../../shared/reader/content';
import { articleHref, withQuery } from '../../shared/reader/links';
import { Pager } from '../../shared/reader/Pager';
import { StateNotice } from '../../shared/reader/StateNotice';
import { fileUrl } from '../../shared/text';
import { FIGURE_TABS, figureTab, type DataTable, type FigureListData, type FigureListProps, type FigureTab, type Picture } from './load';
import { TabLinks } from './Tabs';

const rootCss = css`
  margin: 0 0 24px;
  min-width: 0;
  .total {
    margin: 0 0 12px;
    font-size: 13px;
    color: #666;
  }
  .source {
    margin: 4px 0 0;
    font-size: 13px;
    line-height: 1.6;
    color: #555;
    overflow-wrap: anywhere;
  }
  .source a {
    color: ${themeVar.primary};
  }
  .source a:hover {
    color: ${themeVar.hover};
  }
  a:focus-visible,
  [tabindex='0']:focus-visible {
    outline: 2px solid ${themeVar.primary};
    outline-offset: 2px;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
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
  figure {
    margin: 0;
  }
  /* the box keeps its shape before the image arrives: no layout shift */
  .frame {
    display: block;
    aspect-ratio: 3 / 2;
    background: ${themeVar.primary10};
    border-bottom: 1px solid #eee;
  }
  .frame img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: #fff;
  }
  figcaption {
    padding: 10px 14px 14px;
  }
  .caption {
    margin: 0;
    font-size: 15px;
    line-height: 1.5;
    color: #1a1a1a;
    overflow-wrap: anywhere;
  }
`;

const tablesCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 16px 0 20px;
    border-bottom: 1px solid #eee;
  }
  figure {
    margin: 0;
    min-width: 0;
  }
  figcaption {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
    line-height: 1.5;
    color: #1a1a1a;
    overflow-wrap: anywhere;
  }
  /* a wide table scrolls inside its box, never the page */
  .scroll {
    max-width: 100%;
    overflow-x: auto;
    border: 1px solid #e5e5e5;
    border-radius: 4px;
  }
  .scroll table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: 14px;
  }
  .scroll th,
  .scroll td {
    padding: 6px 12px;
    border: 1px solid #e5e5e5;
    text-align: left;
    white-space: nowrap;
  }
  .scroll thead th,
  .scroll thead td {
    background: ${themeVar.primary10};
    font-weight: 600;
  }
`;

/** "From the article: <title>" and the DOI of a picture or table. */
function Source({ item }: { item: Picture | DataTable }) {
  const page = usePage();
  const { t } = useTranslation();
  const title = pick(page.uiLang, item.articleTitle, item.enArticleTitle);
  return (
    <>
      {title && (
        <p className="source">
          {t('mediaPages.fromArticle')}
          {t('mediaPages.colon')}
          <a href={articleHref(page, item.articleId)}>{title}</a>
        </p>
      )}
      {item.doi && (
        <p className="source">
          DOI{t('mediaPages.colon')}
          <a href={`https://doi.org/${item.doi}`}>{item.doi}</a>
        </p>
      )}
    </>
  );
}

function Pictures({ list, label }: { list: readonly Picture[]; label: string }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  return (
    <ul css={gridCss} aria-label={label}>
      {list.map((p) => {
        const caption = pick(uiLang, p.caption, p.enCaption) || t('mediaPages.untitled');
        const src = fileUrl(p.url);
        return (
          <li key={p.id} data-picture-id={p.id}>
            <figure>
              {src ? (
                <a className="frame" href={src} aria-label={t('mediaPages.openFigure', { caption })}>
                  <img src={src} alt={caption} loading="lazy" decoding="async" />
                </a>
              ) : (
                <span className="frame" aria-hidden="true" />
              )}
              <figcaption>
                <p className="caption">{caption}</p>
                <Source item={p} />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

function Tables({ list, label }: { list: readonly DataTable[]; label: string }) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  return (
    <ul css={tablesCss} aria-label={label}>
      {list.map((x) => {
        const caption = pick(uiLang, x.caption, x.enCaption) || t('mediaPages.untitled');
        return (
          <li key={x.id} data-table-id={x.id}>
            <figure>
              <figcaption>{caption}</figcaption>
              {/* sanitised by the loader; the box takes focus so keyboards can scroll it */}
              <div className="scroll" role="region" aria-label={caption} tabIndex={0} dangerouslySetInnerHTML={{ __html: x.html }} />
              <Source item={x} />
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

export function figureTabHref(page: Parameters<typeof withQuery>[0], tab: FigureTab): string {
  return withQuery(page, { type: tab, page: undefined });
}

/** The list of the loaded tab (or its state), the total and the pager. */
function Results({ data, label }: { data: FigureListData; label: string }) {
  const { t } = useTranslation();
  if (!data.result.ok) return <StateNotice kind="error" />;
  const { list, total, page, size } = data.result.data;
  let items: ReactNode = <StateNotice kind="empty" />;
  if (list.length > 0) {
    if (data.tab === 'table') items = data.result.ok && <Tables list={data.result.data.list} label={label} />;
    else items = data.result.ok && <Pictures list={data.result.data.list} label={label} />;
  }
  return (
    <>
      {total > 0 && <p className="total">{t('mediaPages.total', { n: total })}</p>}
      {items}
      <Pager total={total} page={page} size={size} />
    </>
  );
}

export default function FigureList({ data }: WidgetViewProps<FigureListProps, FigureListData | undefined>) {
  const page = usePage();
  const { t } = useTranslation();
  const active: FigureTab = data?.tab ?? figureTab(page.route);
  const label = t(`mediaPages.${active}`);
  const tabs = FIGURE_TABS.map((tab) => ({ key: tab, href: figureTabHref(page, tab), text: t(`mediaPages.${tab}`), current: tab === active }));
  return (
    <section css={rootCss} data-figure-list={active}>
      <TabLinks label={t('mediaPages.figureTabs')} tabs={tabs} />
      {data ? <Results data={data} label={label} /> : <StateNotice kind="loading" />}
    </section>
  );
}
