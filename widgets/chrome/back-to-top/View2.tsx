/** Back-to-top, style 2: round icon button, shown after 400 px. */
import type { WidgetViewProps } from '../../../engine/registry/types';
import { BackToTopButton, type BackToTopProps } from './Button';

export default function BackToTop2(p: WidgetViewProps<BackToTopProps>) {
  return <BackToTopButton {...p} look={2} />;
}
