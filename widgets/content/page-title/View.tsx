/** The page heading: configured title, else the current channel's name, else the page kind's name. */
import { css } from '@emotion/react';
import { useTranslation } from '../../../engine/i18n/useTranslation';
import { usePage } from '../../../engine/render/context';
import { channelName, type MenuChannel } from '../../../engine/routing/menu';
import type { RouteMatch } from '../../../engine/routing/match';
import { themeVar } from '../../../engine/theme';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { byLang } from '../../shared/text';

export interface PageTitleProps {
  title?: string;
  enTitle?: string;
}

const h1 = css`
  font-size: 24px;
  font-weight: 600;
  color: #222;
  margin: 8px 0 20px;
  padding-bottom: 10px;
  border-bottom: 2px solid ${themeVar.primary};
`;

function find(list: readonly MenuChannel[] | null | undefined, test: (c: MenuChannel) => boolean): MenuChannel | undefined {
  for (const c of list ?? []) {
    if (test(c)) return c;
    const hit = find(c.children, test);
    if (hit) return hit;
  }
  return undefined;
}

/** The channel a route shows: by code (catch-all pages), else by columnId/id. */
export function currentChannel(channels: readonly MenuChannel[], route: Pick<RouteMatch, 'params' | 'query'>): MenuChannel | undefined {
  const code = route.params.code ?? route.query.code;
  const id = route.query.childId ?? route.query.columnId ?? route.params.id;
  if (id !== undefined) {
    const byId = find(channels, (c) => c.id !== undefined && c.id !== null && String(c.id) === id);
    if (byId) return byId;
  }
  return code ? find(channels, (c) => c.code === code) : undefined;
}

export default function PageTitle({ props }: WidgetViewProps<PageTitleProps>) {
  const { uiLang, route, bundle, channel: pageChannel } = usePage();
  const { t, i18n } = useTranslation();
  const configured = byLang(uiLang, props?.title, props?.enTitle);
  const channel = configured ? undefined : ((pageChannel as MenuChannel | null) ?? currentChannel(bundle.channels as MenuChannel[], route));
  const fromChannel = channel ? channelName(channel, uiLang) || undefined : undefined;
  const pageKey = `pages.${route.pageKind}`;
  const title = configured ?? fromChannel ?? (i18n.exists(pageKey) ? t(pageKey) : t('pages.default'));
  return <h1 css={h1}>{title}</h1>;
}
