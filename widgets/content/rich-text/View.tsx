/** Configured HTML, sanitised by the loader; the English copy on English pages; empty -> "No data". */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { byLang } from '../../shared/text';
import type { RichTextData, RichTextProps } from './pick';

export type { RichTextProps } from './pick';
export { pickHtml } from './pick';

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
    /* the theme's darker shade: text links need 4.5:1 on white, which some primaries miss (teal 4.17) */
    color: ${themeVar.hover};
  }
  .empty {
    color: #6b6b6b;
    text-align: center;
    padding: 24px 0;
  }
`;

export default function RichText({ props, data }: WidgetViewProps<RichTextProps, RichTextData | undefined>) {
  const { uiLang } = usePage();
  const { t } = useTranslation();
  const id = useId();
  const clean = data?.html ?? '';
  const title = byLang(uiLang, props?.title, props?.enTitle);
  const empty = !clean.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<(img|video|audio|table|iframe|hr)\b/i.test(clean);
  return (
    <section css={root} aria-labelledby={title ? id : undefined}>
      {title && <h2 id={id}>{title}</h2>}
      {empty ? <p className="empty">{t('richText.noData')}</p> : <div dangerouslySetInnerHTML={{ __html: clean }} />}
    </section>
  );
}
