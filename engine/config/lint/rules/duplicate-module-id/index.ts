import type { Node } from 'jsonc-parser';
import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { moduleInstances } from '../../instances';
import { positionText } from '../../context';

export default defineRule({
  meta: {
    id: 'duplicate-module-id',
    severity: 'warning',
    docs: 'Two module instances of one layout (or of one modules.json list) share an `id`.',
  },
  checkFile(doc, { opts, report }) {
    const seen = new Map<string, Node>();
    for (const inst of moduleInstances(doc, opts)) {
      const idNode = childValue(inst.node, 'id');
      if (!idNode || typeof idNode.value !== 'string') continue;
      const key = `${inst.scope}\u0000${idNode.value}`;
      const first = seen.get(key);
      if (first) report(doc, idNode, `${inst.pointer}/id`, `duplicate module id '${idNode.value}' (also at ${positionText(doc, first)})`);
      else seen.set(key, idNode);
    }
  },
});
