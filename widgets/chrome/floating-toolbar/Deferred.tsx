/**
 * The toolbar is invisible until the reader scrolls past its threshold, so neither its code nor its
 * icons belong in the page's first download: this shell renders nothing until then (also on the
 * server), and mounts the real toolbar (its own chunk) the first time the threshold is passed.
 * A forced toolbar (alwaysVisible) mounts right after hydration.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { WidgetViewProps } from '../../../engine/registry/types';
import { useScrolledBeyond } from '../../shared/useScrolled';
import { TOOLBAR_THRESHOLD } from './threshold';
import type { FloatingToolbarProps } from './Toolbar';

const Toolbar = lazy(() => import('./Toolbar').then((m) => ({ default: m.Toolbar })));

export function DeferredToolbar(p: WidgetViewProps<FloatingToolbarProps> & { look: 1 | 2 }) {
  const forced = p.props?.alwaysVisible === true;
  const past = useScrolledBeyond(p.props?.threshold ?? TOOLBAR_THRESHOLD, false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (past || forced) setNeeded(true);
  }, [past, forced]);
  return needed ? (
    <Suspense fallback={null}>
      <Toolbar {...p} />
    </Suspense>
  ) : null;
}
