import { validationReady, validatorFor, type ValidationError } from '../validation';
import type { AnyWidget, LazyView, WidgetDefinition, WidgetViewProps } from './types';
import type { TextNamespace } from '../i18n/texts';

/** Thrown when a widget definition cannot be registered; the message says why. */
export class WidgetRegistrationError extends Error {
  constructor(type: string, reason: string) {
    super(`Widget "${type}" cannot be registered: ${reason}`);
    this.name = 'WidgetRegistrationError';
  }
}

export function defineWidget<P, D>(def: WidgetDefinition<P, D>): WidgetDefinition<P, D> {
  return def;
}

export class WidgetRegistry {
  private readonly widgets = new Map<string, AnyWidget>();
  private readonly textNamespaces = new Map<string, TextNamespace>();

  register(def: AnyWidget): void {
    const type = def.type;
    if (!type || typeof type !== 'string') throw new WidgetRegistrationError(String(type), 'type must be a non-empty string');
    if (this.widgets.has(type)) throw new WidgetRegistrationError(type, 'a widget of this type is already registered');
    if (!Number.isInteger(def.version) || def.version < 1) {
      throw new WidgetRegistrationError(type, `version must be a positive integer, got ${String(def.version)}`);
    }
    for (let v = 1; v < def.version; v++) {
      if (typeof def.upgrade?.[v] !== 'function') {
        throw new WidgetRegistrationError(type, `version ${def.version} has no upgrade step from version ${v} (upgrade[${v}])`);
      }
    }
    if (def.schema.$id !== undefined && def.schema.$id !== `widget/${type}`) {
      throw new WidgetRegistrationError(type, `schema $id must be "widget/${type}", got "${String(def.schema.$id)}"`);
    }
    // Node (server start-up, tests, linter) always checks; the browser registers the same code the
    // server already checked, before the validators chunk is loaded.
    if (validationReady()) this.checkDefaults(def);
    for (const ns of def.texts ?? []) {
      const known = this.textNamespaces.get(ns.name);
      // two namespaces of one name would overwrite each other's texts
      if (known && known !== ns) throw new WidgetRegistrationError(type, `its text namespace "${ns.name}" is defined again; import the one defined first`);
    }
    this.widgets.set(type, def);
    for (const ns of def.texts ?? []) this.textNamespaces.set(ns.name, ns);
  }

  private checkDefaults(def: AnyWidget): void {
    const type = def.type;
    const errors = validatorFor(def.schema)(def.defaults);
    if (errors.length) {
      throw new WidgetRegistrationError(type, `defaults break the widget's own schema: ${formatErrors(errors)}`);
    }
    for (const preset of def.presets ?? []) {
      const presetErrors = validatorFor(def.schema)({ ...def.defaults, ...preset.props });
      if (presetErrors.length) {
        throw new WidgetRegistrationError(type, `preset "${preset.name}" breaks the schema: ${formatErrors(presetErrors)}`);
      }
    }
  }

  registerAll(defs: AnyWidget[]): this {
    for (const d of defs) this.register(d);
    return this;
  }

  get(type: string): AnyWidget | undefined {
    return this.widgets.get(type);
  }

  has(type: string): boolean {
    return this.widgets.has(type);
  }

  types(): string[] {
    return [...this.widgets.keys()].sort();
  }

  all(): AnyWidget[] {
    return this.types().map((t) => this.widgets.get(t)!);
  }

  /** Every text namespace the registered widgets name, each once (Node and the playground install them all). */
  texts(): TextNamespace[] {
    return [...this.textNamespaces.values()];
  }

  /** The view for a variant; falls back to the default view for unknown variants. */
  viewFor(def: AnyWidget, variant: string | undefined): LazyView<WidgetViewProps> {
    return (variant !== undefined && def.variants?.[variant]) || def.view;
  }
}

export function formatErrors(errors: ValidationError[]): string {
  return errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ');
}

/** Upgrade stored props of an older version step by step to the widget's current version. */
export function upgradeProps(def: AnyWidget, props: Record<string, unknown>, fromVersion: number): Record<string, unknown> {
  let out = props;
  for (let v = fromVersion; v < def.version; v++) {
    const step = def.upgrade?.[v];
    if (!step) throw new Error(`Widget "${def.type}" has no upgrade step from version ${v}`);
    out = step(out);
  }
  return out;
}
