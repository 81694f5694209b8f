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
