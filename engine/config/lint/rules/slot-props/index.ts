import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { moduleInstances } from '../../instances';

export default defineRule({
  meta: {
    id: 'slot-props',
    severity: 'warning',
    docs: 'A layout slot is given props; slots take none, so they are ignored.',
  },
  checkFile(doc, { opts, report }) {
    for (const inst of moduleInstances(doc, opts)) {
      if (inst.kind !== 'slot' || !inst.inLayout) continue;
      const propsNode = childValue(inst.node, 'props');
      if (propsNode && (propsNode.type !== 'object' || (propsNode.children?.length ?? 0) > 0)) {
        report(doc, propsNode, `${inst.pointer}/props`, `the '${inst.type}' slot takes no props; these are ignored`);
      }
    }
  },
});
