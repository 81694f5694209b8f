import { describe, expect, it } from 'vitest';
import { widgets } from './index';
import { createRegistry } from '../engine/registry/create';
import { validatorFor } from '../engine/validation';
import { fixtureBundle } from './testing/renderWithPage';

describe('widgets/index.ts', () => {
  it('registers every widget (defaults pass their own schemas)', () => {
    const registry = createRegistry(widgets);
    expect(registry.types()).toEqual([
      'advanced-search',
      'ai-panel',
      'article-detail',
      'article-list',
      'back-issues',
      'back-to-top',
      'book-list',
      'channel-fallback',
      'collection-articles',
      'collection-list',
      'editorial-board',
      'figure-list',
      'floating-toolbar',
      'issue-contents',
      'journal-list',
      'language-notice',
      'media-list',
      'news-banner',
      'news-detail',
      'news-list',
      'others-list',
      'page-title',
      'rich-text',
      'search-results',
      'site-footer',
      'site-header',
      'top-banner',
    ]);
  });

  it('has no channel-content widget (the engine owns that slot)', () => {
    expect(widgets.map((w) => w.type)).not.toContain('channel-content');
  });

  it.each(widgets.map((w) => [w.type, w] as const))('%s: schema $id, family and a preloadable view', async (type, w) => {
    expect(w.schema.$id).toBe(`widget/${type}`);
    expect(['chrome', 'content', 'reader']).toContain(w.family);
    const View = await w.view.preload();
    expect(typeof View).toBe('function');
    for (const [name, v] of Object.entries(w.variants ?? {})) {
      expect(typeof (await v.preload()), `${type} variant ${name}`).toBe('function');
    }
  });

  it('site-header has navStyle variants 1-13 chosen from the header config', () => {
    const header = widgets.find((w) => w.type === 'site-header')!;
    expect(Object.keys(header.variants!).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    expect(header.variantOf!({ bundle: fixtureBundle({ header: { navStyle: 10 } }), props: {} })).toBe('10');
    expect(header.variantOf!({ bundle: fixtureBundle({ header: { navStyle: undefined } }), props: {} })).toBe('1');
  });

  it('toolbar and back-to-top variants follow props.style, else the footer toolbarStyle', () => {
    for (const type of ['floating-toolbar', 'back-to-top']) {
      const w = widgets.find((x) => x.type === type)!;
      expect(Object.keys(w.variants!)).toEqual(['1', '2']);
      expect(w.variantOf!({ bundle: fixtureBundle(), props: { style: 2 } })).toBe('2');
      expect(w.variantOf!({ bundle: fixtureBundle({ footer: { toolbarStyle: 2 } }), props: {} })).toBe('2');
      expect(w.variantOf!({ bundle: fixtureBundle(), props: {} })).toBe('1');
    }
  });

  it('schemas reject unknown props', () => {
    for (const w of widgets) {
      expect(validatorFor(w.schema)({ ...w.defaults, noSuchProp: 1 }).length, w.type).toBeGreaterThan(0);
    }
    const header = widgets.find((w) => w.type === 'site-header')!;
    expect(validatorFor(header.schema)({ moreAfter: 0 }).length).toBeGreaterThan(0);
    const banner = widgets.find((w) => w.type === 'news-banner')!;
    expect(validatorFor(banner.schema)({ items: [{ id: 1 }] })[0]!.message).toMatch(/title/);
  });
});
