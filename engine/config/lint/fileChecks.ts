/** Checks of one file: syntax, duplicate keys, placement, doc schema, layouts and module instances. */
import type { Node } from 'jsonc-parser';
import type { LintOptions } from './types';
import { CHANNEL_SLOT } from '../../render/builtins';
import { childValue, duplicateKeys, pointerOf } from './positions';
import { DOC_SCHEMAS, SITE_ONLY, docSchemaFor, isLayoutName, layoutPageOf } from './files';
import { type Doc, IssueList, fmt, isObject, positionText, reportSchemaErrors, suggest, withHint } from './context';

export function checkSyntax(doc: Doc, syntax: { offset: number; message: string } | undefined, issues: IssueList): void {
  if (syntax) {
    issues.add(doc, syntax.offset, '', syntax.message, 'json-syntax');
    return;
  }
  for (const d of duplicateKeys(doc.root)) {
    issues.add(doc, d.keyNode, d.pointer, `duplicate property '${d.key}' (also at ${positionText(doc, d.firstKey)}); the last one wins`, 'duplicate-key');
  }
}

export function checkPlacement(doc: Doc, issues: IssueList): boolean {
  const { layer, name } = doc.place;
  if (!layer) {
    issues.add(doc, undefined, '', `not a site-configs file: expected defaults/<file>.json, defaults/layouts/<page>.json, sites/<sld>/<file>.json or sites/<sld>/layouts/<page>.json`, 'unknown-file', 'warning');
    return false;
  }
  if (layer.kind === 'defaults' && SITE_ONLY.includes(name)) {
    issues.add(doc, undefined, '', `${name} belongs in a site folder (sites/<sld>/), not in defaults/`, 'unknown-file', 'warning');
    return false;
  }
  return true;
}

export function checkDocSchema(doc: Doc, opts: LintOptions, issues: IssueList): void {
  const table = opts.docSchemaByFile ?? DOC_SCHEMAS;
  const schemaId = docSchemaFor(doc.place.name, table);
  if (!schemaId) {
    issues.add(doc, undefined, '', `unknown config file '${doc.place.name}': no schema describes it`, 'unknown-file', 'warning');
    return;
  }
  const errors = opts.validate(schemaId, doc.value);
  if (errors === undefined) {
    issues.add(doc, undefined, '', `no validator for schema '${schemaId}' (run \`npm run gen\`)`, 'no-schema', 'warning');
    return;
  }
  reportSchemaErrors(doc, '', errors, 'schema', issues);
}

/** Layout documents: `page` must equal the file name and be a known page kind; then the regions. */
export function checkLayout(doc: Doc, opts: LintOptions, issues: IssueList): void {
  if (!isLayoutName(doc.place.name) || !isObject(doc.value)) return;
  const fileKind = layoutPageOf(doc.place.name);
  const pageNode = childValue(doc.root, 'page');
  const page = doc.value.page;
  if (typeof page === 'string') {
    if (!opts.pageKinds.includes(page)) {
      issues.add(doc, pageNode, '/page', withHint(`unknown page kind '${page}'`, suggest(page, opts.pageKinds)), 'unknown-page-kind');
    }
    if (page !== fileKind) {
      issues.add(doc, pageNode, '/page', `page '${page}' does not match the file name '${fileKind}.json'`, 'layout-page-mismatch');
    }
  } else if (page === undefined && !opts.pageKinds.includes(fileKind)) {
    issues.add(doc, doc.root, '', withHint(`unknown page kind '${fileKind}' (file name)`, suggest(fileKind, opts.pageKinds)), 'unknown-page-kind');
  }
  const regionsNode = childValue(doc.root, 'regions');
  if (regionsNode?.type !== 'object') return;
  const ids = new Map<string, Node>();
  for (const prop of regionsNode.children ?? []) {
    const key = prop.children?.[0]?.value;
    const list = prop.children?.[1];
    if (typeof key !== 'string' || list?.type !== 'array') continue;
    checkInstances(doc, list, pointerOf(['regions', key]), opts, issues, ids, true);
  }
}

/** modules.json: every list's module instances (channel ids are checked across files). */
export function checkModuleLists(doc: Doc, opts: LintOptions, issues: IssueList): void {
  if (doc.place.name !== 'modules.json') return;
  const listsNode = childValue(doc.root, 'lists');
  if (listsNode?.type !== 'object') return;
  for (const prop of listsNode.children ?? []) {
    const key = prop.children?.[0]?.value;
    const list = prop.children?.[1];
    if (typeof key !== 'string' || list?.type !== 'array') continue;
    checkInstances(doc, list, pointerOf(['lists', key]), opts, issues, new Map(), false);
  }
}

/** Module instances of one list: widget type registered, props valid for that widget, ids unique. */
function checkInstances(
  doc: Doc,
  list: Node,
  listPointer: string,
  opts: LintOptions,
  issues: IssueList,
  ids: Map<string, Node>,
  inLayout: boolean,
): void {
  const slots = opts.layoutSlotTypes ?? [CHANNEL_SLOT];
  (list.children ?? []).forEach((inst, i) => {
    if (inst.type !== 'object') return;
    const ptr = `${listPointer}/${i}`;
    const idNode = childValue(inst, 'id');
    if (idNode && typeof idNode.value === 'string') {
      const first = ids.get(idNode.value);
      if (first) {
        issues.add(doc, idNode, `${ptr}/id`, `duplicate module id '${idNode.value}' (also at ${positionText(doc, first)})`, 'duplicate-module-id', 'warning');
      } else ids.set(idNode.value, idNode);
    }
    const typeNode = childValue(inst, 'type');
    const type = typeNode?.value;
    if (typeNode?.type !== 'string' || typeof type !== 'string') return; // the schema reports it
    if (slots.includes(type)) {
      if (!inLayout) {
        issues.add(doc, typeNode, `${ptr}/type`, `'${type}' is a layout slot (where a channel's module list goes); a module list cannot contain it`, 'slot-in-module-list');
        return;
      }
      const propsNode = childValue(inst, 'props');
      if (propsNode && (propsNode.type !== 'object' || (propsNode.children?.length ?? 0) > 0)) {
        issues.add(doc, propsNode, `${ptr}/props`, `the '${type}' slot takes no props; these are ignored`, 'slot-props', 'warning');
      }
      return;
    }
    if (!opts.widgetTypes) return;
    if (!opts.widgetTypes.includes(type)) {
      issues.add(doc, typeNode, `${ptr}/type`, withHint(`unknown widget type '${type}'`, suggest(type, opts.widgetTypes)), 'unknown-widget-type');
      return;
    }
    const variantNode = childValue(inst, 'variant');
    const variants = opts.widgetVariants?.[type];
    if (variants && variantNode && (typeof variantNode.value === 'string' || typeof variantNode.value === 'number')) {
      const v = String(variantNode.value);
      if (!variants.includes(v)) {
        const known = variants.length ? `; known: ${variants.map((x) => `'${x}'`).join(', ')}` : '';
        issues.add(doc, variantNode, `${ptr}/variant`, `widget '${type}' has no variant ${fmt(variantNode.value)}${known}; the default view is used`, 'unknown-variant', 'warning');
      }
    }
    const propsNode = childValue(inst, 'props');
    const props = propsNode ? valueOf(doc, ptr, 'props') : {};
    const errors = opts.validate(`widget/${type}`, props);
    if (errors?.length) reportSchemaErrors(doc, `${ptr}/props`, errors, 'widget-props', issues);
  });
}

function valueOf(doc: Doc, instancePointer: string, key: string): unknown {
  // Walk the parsed value rather than the node, so duplicate keys resolve as JSON.parse does.
  let v: unknown = doc.value;
  for (const seg of instancePointer.slice(1).split('/')) {
    const s = seg.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(v)) v = v[Number(s)];
    else if (isObject(v)) v = v[s];
    else return undefined;
  }
  return isObject(v) ? v[key] : undefined;
}
