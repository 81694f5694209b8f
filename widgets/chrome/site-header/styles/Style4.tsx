/**
 * navStyle 4 — dark band: a white row with logo, full search and utilities (the navBg image, if any,
 * behind the band), then a dark navigation band with centred items ("More" beyond window - 430 px,
 * window - 820 when fixed; 8 before measuring).
 */
import { css } from '@emotion/react';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export default function Style4({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={4}>
      <div css={cx(container, row)} style={{ minHeight: 84 }}>
        <span css={stack}>
          <Logo m={m} height={56} />
          <span css={hideOnPhone}>
            <Greeting m={m} />
          </span>
        </span>
        <span css={spacer} />
        <span css={cx(stack, hideOnPhone)} style={{ alignItems: 'flex-end' }}>
          <UtilityLinks m={m} />
          <SearchBox m={m} mode="full" />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <NavBand m={m} tone="dark" align={m.overflow ? 'center' : 'spread'} maxVisible={overflowCount(m, 8, props?.moreAfter)} measure={props?.moreAfter === undefined} />
    </HeaderFrame>
  );
}
