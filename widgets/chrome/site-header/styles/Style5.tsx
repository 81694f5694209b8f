/**
 * navStyle 5 — search-centred: logo and greeting on the left, a wide search box in the middle,
 * utilities on the right; below, a light menu spread evenly over the width (or "More" beyond
 * window - 430 px, window - 820 when fixed; 9 items before measuring).
 */
import { css } from '@emotion/react';
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, overflowCount, phoneOnly, row, spacer, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

const nameStack = css({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: '0 1 auto' });

const wide = css`
  flex: 1 1 auto;
  display: flex;
  justify-content: center;
  form {
    width: min(520px, 100%);
  }
`;

export default function Style5({ props }: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={5}>
      <div css={cx(container, row)} style={{ minHeight: 96 }}>
        <span css={nameStack}>
          <Logo m={m} height={52} />
          <span css={hideOnPhone} style={{ fontSize: 12, color: '#666' }}>
            <Greeting m={m} />
          </span>
        </span>
        <span css={cx(wide, hideOnPhone)}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={cx(spacer, phoneOnly)} />
        <span css={hideOnPhone}>
          <UtilityLinks m={m} />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <NavBand m={m} tone="light" align={m.overflow ? 'start' : 'spread'} maxVisible={overflowCount(m, 9, props?.moreAfter)} measure={props?.moreAfter === undefined} />
    </HeaderFrame>
  );
}
