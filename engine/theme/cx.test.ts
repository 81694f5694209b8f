import createCache from '@emotion/cache';
import { CacheProvider, css, jsx, type SerializedStyles } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cx } from './cx';

const box = css`
  padding: 4px;
  color: red;
`;
const error = css`
  color: darkred;
  border: 1px solid;
`;
const wide = css({ width: '100%', '@media (max-width: 600px)': { width: 'auto' } });

/**
 * Render one element with `css={style}` through Emotion on a fresh cache (server rendering, so the
 * inserted CSS arrives as a <style> element before the element): its class, the names Emotion
 * inserted and the CSS text.
 */
function render(style: unknown) {
  const cache = createCache({ key: 't' });
  const html = renderToString(jsx(CacheProvider, { value: cache }, jsx('div', { css: style })));
  const className = /<div class="([^"]*)"/.exec(html)?.[1];
  const css = [...html.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)].map((m) => m[1]!);
  return { className, inserted: Object.keys(cache.inserted), css, html };
}

/** The CSS Emotion inserted, with the class name taken out. */
const rules = (r: ReturnType<typeof render>) => r.css.map((text) => text.replaceAll(`.${r.className}`, '.X'));

const every: [string, SerializedStyles[]][] = [
  ['two parts', [box, error]],
  ['three parts, the later overriding', [box, wide, error]],
  ['the same parts in the other order', [error, box]],
];

describe('cx', () => {
  it.each(every)('%s: same class name and inserted CSS as the css array form', (_name, parts) => {
    const array = render(parts);
    const combined = render(cx(...parts));
    expect(array.className).toMatch(/^t-/);
    expect(combined.className).toBe(array.className);
    expect(combined.inserted).toEqual(array.inserted);
    expect(combined.css).toEqual(array.css);
    expect(combined.css.join('')).toContain(`.${array.className}{`);
    expect(combined.html).toBe(array.html);
  });

  it('a part left out: the same CSS as the array form, under the remaining part\'s own class', () => {
    const array = render([box, false && error]);
    const combined = render(cx(box, false && error));
    expect(rules(combined)).toEqual(rules(array));
    expect(rules(combined)).toEqual(['.X{padding:4px;color:red;}']);
    // Emotion hashes the array's text, left-out entries included, so [box, false] is named apart
    // from box; cx hands back box itself, as `css={cond ? [box, error] : box}` would.
    expect(combined.className).toBe(render(box).className);
    expect(combined.className).not.toBe(array.className);
  });

  it('returns one object for the same parts, so Emotion serialises the combination once', () => {
    expect(cx(box, error)).toBe(cx(box, error));
    expect(cx(box, false, error, null)).toBe(cx(box, error));
    expect(cx(error, box)).not.toBe(cx(box, error));
    expect(cx(box)).toBe(box);
    expect(cx(false, undefined)).toBeUndefined();
  });

  it('no parts: no CSS, as an element given css={undefined}', () => {
    const none = render(cx(false && box));
    expect(none.inserted).toEqual(render(undefined).inserted);
    expect(none.html).toBe(render(undefined).html);
    expect(rules(render([false && box])).join('')).toBe('');
  });
});
