/**
 * navStyle 8 — transparent over the banner: the header lies over the content below it (a banner),
 * with a dark gradient so white text stays readable; logo, transparent menu ("More" beyond
 * max(650, window - 820) px; 7 items before measuring), compact search and utilities in white.
 * Once fixed after scrolling it gets the primary colour.
 */
import { css } from '@emotion/react';
import { themeVar } from '../../../../engine/theme';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const glass = css`
  color: #fff;
  background: linear-gradient(to bottom, rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0));
  header[data-fixed] & {
    background: ${themeVar.primary80};
  }
  a,
  button {
    color: inherit;
  }
`;

export default function Style8({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={8} overlay={m.page.route.pageKind === 'home'}>
      <div css={glass}>
        <div css={cx(container, row, hideOnPhone)} style={{ minHeight: 32, fontSize: 13 }}>
          <Greeting m={m} />
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
        <div css={cx(container, row)} style={{ minHeight: 64 }}>
          <Logo m={m} height={48} />
          <NavBand m={m} inline tone="transparent" align="end" maxVisible={overflowCount(m, 7, props?.moreAfter)} measure={props?.moreAfter === undefined} />
          <SearchBox m={m} mode="compact" tone="dark" />
          <Hamburger m={m} css={phoneOnly} />
        </div>
      </div>
    </HeaderFrame>
  );
}
