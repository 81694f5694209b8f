import { createElement, type ComponentType } from 'react';
import type { LazyView } from './types';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Like React.lazy, but preloadable: page loaders await `preload()` for every widget on the page,
 * so server render and hydration both render synchronously (no Suspense flash, no mismatch).
 * Rendering before preload suspends, as React.lazy would.
 */
export function lazyView<P>(load: Loader<P>): LazyView<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (component) return Promise.resolve(component);
    pending ??= load().then((m) => {
      component = m.default;
      return component;
    });
    return pending;
  };
  const View = ((props: P) => {
    if (!component) throw preload();
    return createElement(component as ComponentType<object>, props as object);
  }) as LazyView<P>;
  View.preload = preload;
  View.loaded = () => component !== undefined;
  View.component = () => component;
  return View;
}

/** A widget's head function as a code-split module: loaded beside the widget's data and view. */
export interface LazyHead<F extends (...args: never[]) => unknown> {
  (...args: Parameters<F>): ReturnType<F> | undefined;
  preload(): Promise<unknown>;
}

/**
 * Keeps a widget's head builder (citation tags, JSON-LD ...) out of the initial bundle: the page
 * loader awaits `preload()` with the widget's loader, then calls it synchronously.
 */
export function lazyHead<F extends (...args: never[]) => unknown>(load: () => Promise<F>): LazyHead<F> {
  let fn: F | undefined;
  let pending: Promise<F> | undefined;
  const head = ((...args: Parameters<F>) => (fn ? (fn(...args) as ReturnType<F>) : undefined)) as LazyHead<F>;
  head.preload = () => (fn ? Promise.resolve(fn) : (pending ??= load().then((f) => (fn = f))));
  return head;
}

/**
 * A widget's data loader as a code-split module: `load: lazyLoad(() => import('./load').then((m) =>
 * m.loadX))`. The module is imported on the first call and kept: a dynamic import() of a loaded
 * module still costs a module-map lookup and a promise per page view on the server.
 */
export function lazyLoad<C, D>(load: () => Promise<(ctx: C) => D | Promise<D>>): (ctx: C) => Promise<D> {
  let fn: ((ctx: C) => D | Promise<D>) | undefined;
  let pending: Promise<(ctx: C) => D | Promise<D>> | undefined;
  return async (ctx: C) => {
    fn ??= await (pending ??= load());
    return await fn(ctx);
  };
}
