/** Floating toolbar, style 2: round icon buttons with tooltips. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import type { FloatingToolbarProps } from './Toolbar';
import { DeferredToolbar } from './Deferred';

export default function FloatingToolbar2(p: WidgetViewProps<FloatingToolbarProps>) {
  return <DeferredToolbar {...p} look={2} />;
}
