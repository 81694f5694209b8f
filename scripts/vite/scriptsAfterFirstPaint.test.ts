import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';

/** The plugin's transformIndexHtml handler, as Vite calls it at build time. */
function transform(html: string): string {
  const hook = scriptsAfterFirstPaint().transformIndexHtml;
  if (!hook || typeof hook !== 'object') throw new Error('expected an { order, handler } hook');
  expect(hook.order).toBe('post');
  return (hook.handler as (html: string) => string)(html);
}

// index.html as Vite writes it before this plugin runs (entry script and preloads in the head).
const built = `<!doctype html>
<html lang="<!--app-lang-->">
  <head>
    <meta charset="utf-8" />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

/** Run the loader script with a recorded document, frames and timers. */
function runLoader(html: string) {
  const boot = /<script>(\(function\(\)\{[\s\S]*?\}\)\(\))<\/script>/.exec(html)?.[1];
  if (!boot) throw new Error('no loader script');
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const document = {
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
    createElement: (tag: string) => ({ tag }),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', boot)(
    document,
    (fn: () => void) => frames.push(fn),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
  );
  return { appended, frames, timers };
}

describe('scriptsAfterFirstPaint (vite plugin)', () => {
  it('replaces the entry script and module preloads with a loader before </body>', () => {
    const out = transform(built);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('modulepreload" crossorigin href');
    expect(out).toContain('<div id="root"><!--app-html--></div>');
    expect(out).toContain('<!--app-head-->');
    const loader = /<script>(\(function[\s\S]*?)<\/script>\s*<\/body>/.exec(out)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('["/assets/rolldown-runtime-1.js","/assets/framework-2.js"]');
    expect(loader).toContain('s.src="/assets/main-abc.js"');
  });

  it('requests the preloads and then the entry 50 ms after two frames, once (1 s at the latest)', () => {
    const { appended, frames, timers } = runLoader(transform(built));
    expect(appended).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([1000]); // the fallback, should frames not come
    frames.shift()!();
    expect(timers).toHaveLength(1);
    frames.shift()!();
    expect(timers.map((t) => t.ms)).toEqual([1000, 50]);
    expect(appended).toEqual([]);
    timers[1]!.fn();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/rolldown-runtime-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-2.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/main-abc.js' },
    ]);
    timers[0]!.fn(); // the fallback finds the scripts requested already
    expect(appended).toHaveLength(3);
  });

  it('works without preloads', () => {
    const out = transform(built.replace(/ *<link rel="modulepreload"[^>]*>\n/g, ''));
    const { appended, timers } = runLoader(out);
    timers[0]!.fn();
    expect(appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/main-abc.js' }]);
  });

  it('throws when index.html has no module entry script', () => {
    expect(() => transform(built.replace(/ *<script type="module"[^>]*><\/script>\n/, ''))).toThrow(/no module entry script/);
  });
});
