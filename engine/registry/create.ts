import { WidgetRegistry } from './registry';
import type { AnyWidget } from './types';

/** A registry holding the given widgets; registration errors are thrown at once (loudly). */
export function createRegistry(widgets: AnyWidget[]): WidgetRegistry {
  return new WidgetRegistry().registerAll(widgets);
}
