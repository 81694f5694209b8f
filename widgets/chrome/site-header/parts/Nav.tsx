/** The navigation band: a full-width coloured strip holding a MenuBar (desktop only). */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { MenuNode } from '../../../../engine/routing/menu';
import { MenuBar, type MenuAlign, type MenuTone } from './MenuBar';
import type { HeaderModel } from './model';
import { useHeaderState } from './HeaderFrame';
import { container, hideOnPhone } from './styles';
import { cx } from '../../../../engine/theme/cx';

const inlineNavCss = css({ flex: '1 1 auto', minWidth: 0 });

const bandCss: Record<MenuTone, ReturnType<typeof css>> = {
  primary: css`
    background-color: ${themeVar.primary};
    border-bottom: 3px solid ${themeVar.line};
  `,
  dark: css`
    background-color: #1d1f24;
    border-bottom: 3px solid ${themeVar.primary};
  `,
  light: css`
    background-color: #fff;
    border-top: 1px solid #e6e6e6;
    border-bottom: 2px solid ${themeVar.line};
  `,
  transparent: css`
    background: transparent;
  `,
};

/**
 * Top-level items shown before More when overflow is on (navDistribution 1): `moreAfter` when
 * given, else the style's count — the server/first-render value a measuring NavBand replaces.
 */
export function overflowCount(m: HeaderModel, preferred: number, override?: number): number | undefined {
  return m.overflow ? (override ?? preferred) : undefined;
}

export interface NavBandProps {
  m: HeaderModel;
  tone?: MenuTone;
  align?: MenuAlign;
  maxVisible?: number;
  /**
   * After mount, overflow by the style's width limit (spec 4) instead of `maxVisible`. Off for
   * fixed counts (style 9) and when the site-header prop `moreAfter` forces a count.
   */
  measure?: boolean;
  items?: MenuNode[];
  /** Render the bar without the full-width band and container (inline in a row). */
  inline?: boolean;
  label?: string;
}

export function NavBand({ m, tone = 'primary', align, maxVisible, measure = false, items, inline, label }: NavBandProps) {
  const { navStyle, fixed } = useHeaderState();
  const bar = (
    <MenuBar
      items={items ?? m.menu}
      label={label ?? m.t('header.mainMenu')}
      moreLabel={m.t('common.more')}
      maxVisible={maxVisible}
      fit={measure ? { navStyle, fixed, siteId: m.siteId } : undefined}
      tone={tone}
      align={align ?? (m.overflow ? 'start' : 'spread')}
      currentPath={m.page.route.pathname}
    />
  );
  if (inline) {
    return (
      <nav aria-label={label ?? m.t('header.mainMenu')} css={cx(hideOnPhone, inlineNavCss)}>
        {bar}
      </nav>
    );
  }
  const bg = m.navBgUrl ? { backgroundImage: `url("${encodeURI(m.navBgUrl)}")`, backgroundSize: 'cover' } : undefined;
  return (
    <nav aria-label={label ?? m.t('header.mainMenu')} css={cx(bandCss[tone], hideOnPhone)} style={bg}>
      <div css={container}>{bar}</div>
    </nav>
  );
}
