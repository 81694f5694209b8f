/** The widget registry of the playground: the same widgets as the site (widgets/index.ts). */
import { widgets } from '../widgets';
import { createRegistry } from '../engine/registry/create';
import { WidgetRegistry } from '../engine/registry/registry';

function build(): { registry: WidgetRegistry; error?: string } {
  try {
    return { registry: createRegistry(widgets) };
  } catch (err) {
    // A widget that cannot be registered is a bug to show, not a reason to lose the playground.
    return { registry: new WidgetRegistry(), error: err instanceof Error ? err.message : String(err) };
  }
}

const built = build();

export const registry: WidgetRegistry = built.registry;
/** Why the registry is empty, if registration failed. */
export const registryError: string | undefined = built.error;
