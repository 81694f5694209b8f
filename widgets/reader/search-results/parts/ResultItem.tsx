/**
 * One search result. Articles use the shared ArticleItem (highlighted title) plus the highlighted
 * abstract snippet, keywords and, when it is another journal's, the journal; the other types show
 * their own fields. Only the API's highlight fields (escaped text with <em class="hl">) are set as
 * HTML, and only after every other tag is dropped.
 */
import { useTranslation } from '../../../../engine/i18n/useTranslation';
import { usePage } from '../../../../engine/render/context';
import { ArticleItem } from '../../../shared/reader/ArticleItem';
import { articleHref } from '../../../shared/reader/links';
import { pick, showDate, type ArticleSummary } from '../../../shared/reader/content';
import { itemHref } from '../links';
import type { SearchItem } from '../model';
import { itemCss, resourceCss } from '../styles';

/** The API's highlighted text with nothing but the <em class="hl"> marks left as markup. */
export function hlHtml(s: string | null | undefined): string {
  return (s ?? '').replace(/<(?!em class="hl">|\/em>)[^>]*>/g, '');
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);

/** A search item as the ArticleSummary the shared item renders (fields it does not carry are empty). */
function summaryOf(item: SearchItem): ArticleSummary {
  return {
    attachTypes: [],
    graphicAbstract: undefined,
    language: '',
    ...item,
    authors: Array.isArray(item.authors) ? item.authors : [],
  } as unknown as ArticleSummary;
}

function Html({ as: Tag = 'p', className, html }: { as?: 'p' | 'span'; className?: string; html: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function ResultItem({ item, showAbstract, siteId }: { item: SearchItem; showAbstract: boolean; siteId: number | undefined }) {
  const page = usePage();
  const { t } = useTranslation();
  const ui = page.uiLang;
  const h = item.highlight ?? {};
  const title = hlHtml(pick(ui, h.title, h.enTitle));
  const snippet = showAbstract ? hlHtml(pick(ui, h.abstract, h.enAbstract)) : '';
  const sep = ui === 'zh' ? '；' : '; ';

  if (item.type === 'article') {
    const journal = item.journal as { siteId?: number; name?: string | null; enName?: string | null } | undefined;
    const otherJournal = journal && journal.siteId !== siteId ? pick(ui, journal.name, journal.enName) : '';
    const keywords = ui === 'en' && strs(item.enKeywords).length ? strs(item.enKeywords) : strs(item.keywords);
    return (
      <li css={itemCss}>
        <ArticleItem article={summaryOf(item)} titleHtml={title || undefined} showVersion href={itemHref(page, item)} />
        {otherJournal && (
          <p className="meta">
            {t('searchPage.meta.journal')}: {otherJournal}
          </p>
        )}
        {snippet && <Html className="snippet" html={snippet} />}
        {keywords.length > 0 && (
          <p className="meta">
            {t('reader.keywords')}: {keywords.join(sep)}
          </p>
        )}
      </li>
    );
  }

  const href = itemHref(page, item);
  const meta: string[] = [];
  let source: { href: string; html: string } | undefined;
  let image: string | undefined;
  switch (item.type) {
    case 'picture':
    case 'table': {
      const a = item.article as { id?: number } | undefined;
      if (a?.id !== undefined && snippet) source = { href: articleHref(page, a.id), html: snippet };
      if (item.type === 'picture' && str(item.url)) image = str(item.url);
      break;
    }
    case 'video':
    case 'audio':
    case 'news':
      if (showDate(str(item.publishedDate))) meta.push(`${t('searchPage.meta.date')}: ${showDate(str(item.publishedDate))}`);
      if (typeof item.views === 'number') meta.push(`${t('reader.views')}: ${item.views}`);
      if (item.type !== 'news' && str(item.cover)) image = str(item.cover);
      break;
    case 'book':
      if (pick(ui, str(item.authors), str(item.enAuthors))) meta.push(pick(ui, str(item.authors), str(item.enAuthors)));
      if (pick(ui, str(item.publisher), str(item.enPublisher))) meta.push(`${t('searchPage.meta.publisher')}: ${pick(ui, str(item.publisher), str(item.enPublisher))}`);
      if (str(item.year)) meta.push(str(item.year));
      if (str(item.isbn)) meta.push(`${t('searchPage.meta.isbn')}: ${str(item.isbn)}`);
      if (str(item.cover)) image = str(item.cover);
      break;
    case 'publication':
      if (str(item.issn)) meta.push(`${t('searchPage.meta.issn')}: ${str(item.issn)}`);
      if (str(item.cn)) meta.push(`${t('searchPage.meta.cn')}: ${str(item.cn)}`);
      if (pick(ui, str(item.publisher), str(item.enPublisher))) meta.push(`${t('searchPage.meta.publisher')}: ${pick(ui, str(item.publisher), str(item.enPublisher))}`);
      if (str(item.cover)) image = str(item.cover);
      break;
    case 'expert':
      if (pick(ui, str(item.title), str(item.enTitle))) meta.push(pick(ui, str(item.title), str(item.enTitle)));
      if (pick(ui, str(item.institution), str(item.enInstitution))) meta.push(pick(ui, str(item.institution), str(item.enInstitution)));
      if (str(item.photo)) image = str(item.photo);
      break;
    default:
      if (showDate(str(item.createdDate))) meta.push(`${t('searchPage.meta.date')}: ${showDate(str(item.createdDate))}`);
      if (str(item.cover)) image = str(item.cover);
  }
  const kind = t(`search.types.${item.type === 'article' ? 'thesis' : item.type}`, { defaultValue: '' });
  return (
    <li css={itemCss} data-result-type={item.type} data-result-id={item.id}>
      <div css={resourceCss}>
        {image && <img src={image} alt="" loading="lazy" width={120} height={90} />}
        <div className="text">
          <h3>
            {kind && <span className="kind">{kind}</span>}
            {href ? <a href={href} dangerouslySetInnerHTML={{ __html: title }} /> : <span dangerouslySetInnerHTML={{ __html: title }} />}
          </h3>
          {meta.length > 0 && <p className="meta">{meta.join(' · ')}</p>}
          {source ? (
            <p className="meta">
              {t('searchPage.meta.sourceArticle')}: <a href={source.href} dangerouslySetInnerHTML={{ __html: source.html }} />
            </p>
          ) : (
            snippet && (
              <p className="snippet">
                {item.type === 'expert' && `${t('searchPage.meta.research')}: `}
                <span dangerouslySetInnerHTML={{ __html: snippet }} />
              </p>
            )
          )}
        </div>
      </div>
    </li>
  );
}
