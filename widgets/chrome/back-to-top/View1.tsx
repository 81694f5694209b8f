/** Back-to-top, style 1: square labelled button, shown after 300 px. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import { BackToTopButton, type BackToTopProps } from './Button';

export default function BackToTop1(p: WidgetViewProps<BackToTopProps>) {
  return <BackToTopButton {...p} look={1} />;
}
