/**
 * navStyle 6 — centred: a utilities strip, the logo centred with the greeting under it, the search
 * box centred below, and a centred primary navigation band ("More" beyond window - 430 px,
 * window - 820 when fixed; 8 items before measuring).
 */
import { css } from '@emotion/react';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, topStrip, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const centre = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 16px 0 14px;
  text-align: center;
`;

export default function Style6({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={6}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={cx(container, centre)}>
        <Logo m={m} height={72} />
        <Greeting m={m} />
        <span css={hideOnPhone}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={cx(phoneOnly, row)}>
          <SearchBox m={m} mode="compact" />
          <Hamburger m={m} />
        </span>
      </div>
      <NavBand m={m} tone="primary" align="center" maxVisible={overflowCount(m, 8, props?.moreAfter)} measure={props?.moreAfter === undefined} />
    </HeaderFrame>
  );
}
