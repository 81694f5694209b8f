import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { moduleInstances } from '../../instances';
import { fmt } from '../../context';

export default defineRule({
  meta: {
    id: 'unknown-variant',
    severity: 'warning',
    docs: "A module instance's `variant` is not one its widget defines (checked when the widget variants are given).",
  },
  checkFile(doc, { opts, report }) {
    for (const inst of moduleInstances(doc, opts)) {
      if (inst.kind !== 'widget' || inst.type === undefined) continue;
      const variants = opts.widgetVariants?.[inst.type];
      const variantNode = childValue(inst.node, 'variant');
      if (!variants || !variantNode || (typeof variantNode.value !== 'string' && typeof variantNode.value !== 'number')) continue;
      if (variants.includes(String(variantNode.value))) continue;
      const known = variants.length ? `; known: ${variants.map((x) => `'${x}'`).join(', ')}` : '';
      report(doc, variantNode, `${inst.pointer}/variant`, `widget '${inst.type}' has no variant ${fmt(variantNode.value)}${known}; the default view is used`);
    }
  },
});
