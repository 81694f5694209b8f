import { useMemo } from 'react';
import { css, Global } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import type { WidgetRegistry } from '../registry/registry';
import type { UiLang } from '../routing/pageKinds';
import { i18nFor } from '../i18n';

export { i18nFor };
import { grayscaleScope, themeCssVars, themeFor } from '../theme';
import { PageContext, type PageContextValue, type RenderMode } from './context';
import { REGION_ORDER, type PageData, type ResolvedModule } from './pageData';
import { siteNameOf } from './pageHead';
import { WidgetHost } from './WidgetHost';
import { cx } from '../theme/cx';

const grayCss = css`
  filter: grayscale(1);
`;

const bodyCss = css`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  gap: 24px;
  align-items: flex-start;
  @media (max-width: 767px) {
    flex-direction: column;
    padding: 12px;
  }
`;

const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const mainCss = css`
  flex: 1 1 auto;
  min-width: 0;
  @media (max-width: 767px) {
    /* the column layout's align-items: flex-start would size main to its content (a long
       nowrap line then widens the page): keep it at the viewport width (WCAG 1.4.10 reflow) */
    width: 100%;
  }
`;

const asideCss = css`
  flex: 0 0 300px;
  @media (max-width: 767px) {
    flex-basis: auto;
    width: 100%;
  }
`;

export function Region({ name, modules, registry, mode }: { name: string; modules: ResolvedModule[]; registry: WidgetRegistry; mode: RenderMode }) {
  return (
    <>
      {modules.map((m) => (
        <WidgetHost key={`${name}:${m.id}`} module={m} registry={registry} mode={mode} />
      ))}
    </>
  );
}

export interface SiteRendererProps {
  page: PageData;
  registry: WidgetRegistry;
  mode: RenderMode;
}

/** Renders a page from its data: regions of registered widgets, themed, in the page's language. */
export function SiteRenderer({ page, registry, mode }: SiteRendererProps) {
  const i18n = i18nFor(page.uiLang);
  const site = page.bundle.site;
  const theme = useMemo(() => themeFor(site), [site]);
  const ctx = useMemo<PageContextValue>(
    () => ({ site, bundle: page.bundle, lang: page.lang, uiLang: page.uiLang, route: page.route, channel: page.channel, theme, mode }),
    [site, page.bundle, page.lang, page.uiLang, page.route, page.channel, theme, mode],
  );
  const gray = grayscaleScope(site, page.pageKind);
  const regions = page.regions;
  const extra = Object.keys(regions).filter((r) => !(REGION_ORDER as readonly string[]).includes(r));
  const region = (name: string) => <Region name={name} modules={regions[name] ?? []} registry={registry} mode={mode} />;
  const hasAside = (regions.aside ?? []).length > 0;

  return (
    <PageContext.Provider value={ctx}>
      <I18nextProvider i18n={i18n}>
        <Global styles={{ ':root': themeCssVars(theme) }} />
        <div data-site={site.sld} data-page={page.pageKind} css={gray === 'page' ? grayCss : undefined}>
          {region('header')}
          <div css={bodyCss}>
            <main id="main" css={cx(mainCss, gray === 'main' ? grayCss : undefined)}>
              {/* the home page's modules carry no page heading: name the site for assistive tech and crawlers */}
              {page.pageKind === 'home' && <h1 css={visuallyHiddenCss}>{siteNameOf(page)}</h1>}
              {region('main')}
              {extra.map((r) => (
                <Region key={r} name={r} modules={regions[r] ?? []} registry={registry} mode={mode} />
              ))}
            </main>
            {hasAside && <aside css={asideCss}>{region('aside')}</aside>}
          </div>
          {region('footer')}
        </div>
      </I18nextProvider>
    </PageContext.Provider>
  );
}
