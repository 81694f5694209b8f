/** Every widget view and variant, preloaded, with representative props (SSR and hydration tests). */
import type { ComponentType } from 'react';
import type { WidgetViewProps } from '../../engine/registry/types';
import { widgets } from '../index';

const propsFor: Record<string, Record<string, unknown>> = {
  'rich-text': { html: '<p>正文<script>x</script></p>', title: '标题' },
  'news-banner': { items: [{ id: 1, title: '新闻', enTitle: 'News' }] },
  'top-banner': { images: [{ src: 'a.svg', href: 'about', alt: '横幅', enAlt: 'Banner' }, { src: 'b.svg', alt: '横幅二' }] },
};

export async function allViews(): Promise<Array<[string, ComponentType<WidgetViewProps>, Record<string, unknown>]>> {
  const out: Array<[string, ComponentType<WidgetViewProps>, Record<string, unknown>]> = [];
  for (const w of widgets) {
    const props = { ...w.defaults, ...propsFor[w.type] };
    out.push([w.type, (await w.view.preload()) as ComponentType<WidgetViewProps>, props]);
    for (const [v, lv] of Object.entries(w.variants ?? {})) out.push([`${w.type}#${v}`, (await lv.preload()) as ComponentType<WidgetViewProps>, props]);
  }
  return out;
}

