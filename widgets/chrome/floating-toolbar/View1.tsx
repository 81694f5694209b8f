/** Floating toolbar, style 1: a labelled bar on the right edge. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import { Toolbar, type FloatingToolbarProps } from './Toolbar';

export default function FloatingToolbar1(p: WidgetViewProps<FloatingToolbarProps>) {
  return <Toolbar {...p} look={1} />;
}
