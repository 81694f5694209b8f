/** Configured HTML, sanitised (DOMPurify); picks the English copy on English pages; empty -> "No data". */
import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../engine/render/context';
import { sanitizeHtml } from '../../../engine/sanitize';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { byLang, present } from '../../shared/text';

export interface RichTextProps {
  html?: string;
  enHtml?: string;
  title?: string;
  enTitle?: string;
}

const root = css`
  margin: 0 0 24px;
  line-height: 1.8;
  color: #333;
  word-wrap: break-word;
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
    padding-left: 10px;
    border-left: 4px solid ${themeVar.primary};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${themeVar.primary};
  }
  .empty {
    color: #999;
    text-align: center;
    padding: 24px 0;
  }
`;

/** The HTML for the interface language: enHtml on English pages when present, else html. */
export function pickHtml(props: RichTextProps, uiLang: 'zh' | 'en'): string {
  if (uiLang === 'en' && present(props.enHtml)) return props.enHtml;
  return present(props.html) ? props.html : '';
}

export default function RichText({ props }: WidgetViewProps<RichTextProps>) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  const id = useId();
  const raw = pickHtml(props ?? {}, uiLang);
  const clean = useMemo(() => sanitizeHtml(raw), [raw]);
  const title = byLang(uiLang, props?.title, props?.enTitle);
  const empty = !clean.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<(img|video|audio|table|iframe|hr)\b/i.test(clean);
  return (
    <section css={root} aria-labelledby={title ? id : undefined}>
      {title && <h2 id={id}>{title}</h2>}
      {empty ? <p className="empty">{t('richText.noData')}</p> : <div dangerouslySetInnerHTML={{ __html: clean }} />}
    </section>
  );
}
