/**
 * navStyle 10 — two menu rows (spec 2.4, 9: rows hold 6 entries each, 12 in total): entries 1-6 on
 * the first row, 7-12 on the second; anything beyond 12 goes into "More" at the end of row two.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { MenuNode } from '../../../../engine/routing/menu';
import type { SiteHeaderViewProps } from '../types';
import {
  Greeting,
  Hamburger,
  HeaderFrame,
  Logo,
  MenuBar,
  SearchBox,
  UtilityLinks,
  container,
  hideOnPhone,
  phoneOnly,
  row,
  spacer,
  topStrip,
  useHeaderModel,
} from '../parts';
import { cx } from '../../../../engine/theme/cx';

export const ROW_SIZE = 6;

/** Entries 1-6 and 7-12 (the second row keeps the rest for its More). */
export function twoRows(items: MenuNode[]): [MenuNode[], MenuNode[]] {
  return [items.slice(0, ROW_SIZE), items.slice(ROW_SIZE)];
}

const band = css`
  background: ${themeVar.primary};
  border-bottom: 3px solid ${themeVar.line};
  > div > ul + ul {
    border-top: 1px solid rgba(255, 255, 255, 0.25);
  }
`;

export default function Style10(_: SiteHeaderViewProps) {
  const m = useHeaderModel();
  const [first, second] = twoRows(m.menu);
  return (
    <HeaderFrame m={m} navStyle={10}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <Greeting m={m} />
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={cx(container, row)} style={{ minHeight: 80 }}>
        <Logo m={m} />
        <span css={spacer} />
        <span css={hideOnPhone}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <nav aria-label={m.t('header.mainMenu')} css={cx(band, hideOnPhone)}>
        <div css={container}>
          <MenuBar items={first} label={m.t('header.menuRow', { n: 1 })} moreLabel={m.t('common.more')} tone="primary" align="spread" currentPath={m.page.route.pathname} />
          {second.length > 0 && (
            <MenuBar
              items={second}
              label={m.t('header.menuRow', { n: 2 })}
              moreLabel={m.t('common.more')}
              maxVisible={ROW_SIZE}
              tone="primary"
              align="spread"
              currentPath={m.page.route.pathname}
            />
          )}
        </div>
      </nav>
    </HeaderFrame>
  );
}
