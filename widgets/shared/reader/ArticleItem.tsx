/**
 * One article in a list (issue contents, online first, just accepted, most read, search results,
 * related articles): title link, authors, source line, DOI, version label and open-access mark.
 * `titleHtml` lets search results pass highlighted, already escaped titles.
 */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import { articleHref } from './links';
import { authorName, pick, sourceLine, versionLabel, type ArticleSummary } from './content';

const itemCss = css`
  padding: 14px 0;
  border-bottom: 1px solid #eee;
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
    line-height: 1.5;
    font-weight: 600;
  }
  h3 a {
    color: #1a1a1a;
    text-decoration: none;
  }
  h3 a:hover {
    color: ${themeVar.primary};
    text-decoration: underline;
  }
  .meta {
    margin: 2px 0;
    font-size: 14px;
    color: #555;
    line-height: 1.6;
  }
  .badge {
    display: inline-block;
    margin-right: 6px;
    padding: 0 6px;
    border-radius: 3px;
    font-size: 12px;
    line-height: 20px;
    vertical-align: 2px;
    background: ${themeVar.primary10};
    color: ${themeVar.hover};
  }
  .oa {
    background: #fff3e0;
    color: #8a4b00;
  }
  em.hl {
    font-style: normal;
    color: #b3261e;
  }
`;

export interface ArticleItemProps {
  article: ArticleSummary;
  /** Escaped HTML with <em class="hl"> highlights (search results). */
  titleHtml?: string;
  /** Show the online-first version label. */
  showVersion?: boolean;
  /** Link target when it differs from the article page of this site (e.g. another site). */
  href?: string;
  headingLevel?: 2 | 3 | 4;
}

export function ArticleItem({ article: a, titleHtml, showVersion = false, href, headingLevel = 3 }: ArticleItemProps) {
  const page = usePage();
  const { t } = useTranslation();
  const title = pick(page.uiLang, a.title, a.enTitle);
  const authors = a.authors.map((x) => authorName(x, page.uiLang)).filter(Boolean);
  const label = showVersion ? versionLabel(a.versionLabel, page.uiLang) : undefined;
  const H = `h${headingLevel}` as const;
  const link = href ?? articleHref(page, a.id);
  return (
    <article css={itemCss} data-article-id={a.id}>
      <H>
        {label && <span className="badge">{label}</span>}
        {a.openAccess === 1 && <span className="badge oa">{t('reader.openAccess')}</span>}
        {titleHtml ? <a href={link} dangerouslySetInnerHTML={{ __html: titleHtml }} /> : <a href={link}>{title}</a>}
      </H>
      {authors.length > 0 && <p className="meta">{authors.join(page.uiLang === 'zh' ? '，' : ', ')}</p>}
      <p className="meta">
        {sourceLine(a)}
        {a.doi && (
          <>
            {' · '}DOI: <a href={`https://doi.org/${a.doi}`}>{a.doi}</a>
          </>
        )}
      </p>
    </article>
  );
}
