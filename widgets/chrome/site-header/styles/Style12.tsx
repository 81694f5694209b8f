/**
 * navStyle 12 — only the first 5 top-level menu items (spec 2.4), spread over a primary band with
 * no "More"; a tall logo row with the greeting and the full search box.
 */
import type { SiteHeaderViewProps } from '../types';
import { Greeting, Hamburger, HeaderFrame, Logo, NavBand, SearchBox, UtilityLinks, container, hideOnPhone, phoneOnly, row, spacer, topStrip, useHeaderModel } from '../parts';
import { cx } from '../../../../engine/theme/cx';

/** Style 12 shows only the first 5 top-level items. */
export const STYLE12_ITEMS = 5;

export default function Style12(_: SiteHeaderViewProps) {
  const m = useHeaderModel();
  return (
    <HeaderFrame m={m} navStyle={12}>
      <div css={cx(topStrip, hideOnPhone)}>
        <div css={cx(container, row)}>
          <span css={spacer} />
          <UtilityLinks m={m} />
        </div>
      </div>
      <div css={cx(container, row)} style={{ minHeight: 100 }}>
        <Logo m={m} height={80} />
        <span css={hideOnPhone} style={{ color: '#555' }}>
          <Greeting m={m} />
        </span>
        <span css={spacer} />
        <span css={hideOnPhone}>
          <SearchBox m={m} mode="full" />
        </span>
        <span css={phoneOnly}>
          <SearchBox m={m} mode="compact" />
        </span>
        <Hamburger m={m} css={phoneOnly} />
      </div>
      <NavBand m={m} tone="primary" align="spread" items={m.menu.slice(0, STYLE12_ITEMS)} />
    </HeaderFrame>
  );
}
