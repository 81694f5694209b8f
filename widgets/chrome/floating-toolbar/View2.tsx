/** Floating toolbar, style 2: round icon buttons with tooltips. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import { Toolbar, type FloatingToolbarProps } from './Toolbar';

export default function FloatingToolbar2(p: WidgetViewProps<FloatingToolbarProps>) {
  return <Toolbar {...p} look={2} />;
}
