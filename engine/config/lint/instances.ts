/**
 * Module instances of a document as the widget rules see them: each region entry of a layout and each
 * entry of a modules.json list, with what its `type` names (shared by duplicate-module-id,
 * slot-in-module-list, slot-props, unknown-widget-type, unknown-variant and widget-props).
 */
import type { Node } from 'jsonc-parser';
import type { LintOptions } from './types';
import { CHANNEL_SLOT } from '../../render/builtins';
import { childValue, pointerOf } from './positions';
import { isLayoutName } from './files';
import { type Doc, isObject } from './context';

export interface ModuleInstance {
  /** The instance object. */
  node: Node;
  pointer: string;
  /** In a layout region (where slots go) rather than in a modules.json list. */
  inLayout: boolean;
  /** Instances whose ids must differ share a scope: a whole layout, or one module list. */
  scope: string;
  /**
   * What `type` names: 'untyped' (not a string: the schema reports it), a layout 'slot', 'unchecked'
   * (no widget registry given), an 'unknown' widget type, or a registered 'widget'.
   */
  kind: 'untyped' | 'slot' | 'unchecked' | 'unknown' | 'widget';
  typeNode: Node | undefined;
  /** The type named, when a string. */
  type: string | undefined;
}

/** Types a layout region may name besides widgets (default: the channel slot). */
export function slotTypes(opts: LintOptions): readonly string[] {
  return opts.layoutSlotTypes ?? [CHANNEL_SLOT];
}

function kindOf(type: string | undefined, opts: LintOptions): ModuleInstance['kind'] {
  if (type === undefined) return 'untyped';
  if (slotTypes(opts).includes(type)) return 'slot';
  if (!opts.widgetTypes) return 'unchecked';
  return opts.widgetTypes.includes(type) ? 'widget' : 'unknown';
}

/** The object entries of a layout's regions or of modules.json's lists, in document order. */
export function moduleInstances(doc: Doc, opts: LintOptions): ModuleInstance[] {
  const out: ModuleInstance[] = [];
  const fromLists = (container: Node | undefined, containerKey: string, inLayout: boolean) => {
    if (container?.type !== 'object') return;
    for (const prop of container.children ?? []) {
      const key = prop.children?.[0]?.value;
      const list = prop.children?.[1];
      if (typeof key !== 'string' || list?.type !== 'array') continue;
      const listPointer = pointerOf([containerKey, key]);
      const scope = inLayout ? '' : listPointer;
      (list.children ?? []).forEach((node, i) => {
        if (node.type !== 'object') return;
        const typeNode = childValue(node, 'type');
        const type = typeNode?.type === 'string' && typeof typeNode.value === 'string' ? typeNode.value : undefined;
        out.push({ node, pointer: `${listPointer}/${i}`, inLayout, scope, kind: kindOf(type, opts), typeNode, type });
      });
    }
  };
  if (isLayoutName(doc.place.name)) {
    if (isObject(doc.value)) fromLists(childValue(doc.root, 'regions'), 'regions', true);
  } else if (doc.place.name === 'modules.json') {
    fromLists(childValue(doc.root, 'lists'), 'lists', false);
  }
  return out;
}
