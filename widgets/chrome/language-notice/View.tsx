/** The unsupported-language notice (spec 4): URL language not zh/en and not an article page. */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import type { Lang, PageKind } from '../../../engine/routing/pageKinds';
import { themeVar } from '../../../engine/theme';

const ARTICLE_KINDS: readonly PageKind[] = ['article', 'thesisDetails'];

export function showsLanguageNotice(lang: Lang, pageKind: PageKind): boolean {
  return lang !== 'zh' && lang !== 'en' && !ARTICLE_KINDS.includes(pageKind);
}

const box = css`
  max-width: 1200px;
  margin: 12px auto;
  padding: 10px 16px;
  box-sizing: border-box;
  border-left: 4px solid ${themeVar.primary};
  background: ${themeVar.primary10};
  color: #333;
  font-size: 14px;
`;

export default function LanguageNotice() {
  const { lang, route } = usePage();
  const { t } = useTranslation();
  if (!showsLanguageNotice(lang, route.pageKind)) return null;
  return (
    <div role="note" css={box} data-language-notice={lang}>
      {t('notice.unsupportedLanguage')}
    </div>
  );
}
