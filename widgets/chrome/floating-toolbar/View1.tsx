/** Floating toolbar, style 1: a labelled bar on the right edge. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import type { FloatingToolbarProps } from './Toolbar';
import { DeferredToolbar } from './Deferred';

export default function FloatingToolbar1(p: WidgetViewProps<FloatingToolbarProps>) {
  return <DeferredToolbar {...p} look={1} />;
}
