import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { moduleInstances } from '../../instances';
import { type Doc, isObject, reportSchemaErrors } from '../../context';

export default defineRule({
  meta: {
    id: 'widget-props',
    severity: 'error',
    docs: "A module instance's `props` against its widget's prop schema (widget/<type>).",
  },
  checkFile(doc, { opts, report }) {
    for (const inst of moduleInstances(doc, opts)) {
      if (inst.kind !== 'widget') continue;
      const props = childValue(inst.node, 'props') ? valueOf(doc, inst.pointer, 'props') : {};
      const errors = opts.validate(`widget/${inst.type}`, props);
      if (errors?.length) reportSchemaErrors(doc, `${inst.pointer}/props`, errors, report);
    }
  },
});

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
