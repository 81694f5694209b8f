import { defineRule } from '../../rule';
import { moduleInstances } from '../../instances';

export default defineRule({
  meta: {
    id: 'slot-in-module-list',
    severity: 'error',
    docs: "A modules.json list names a layout slot ('channel-content'), which only a layout region may hold.",
  },
  checkFile(doc, { opts, report }) {
    for (const inst of moduleInstances(doc, opts)) {
      if (inst.kind !== 'slot' || inst.inLayout) continue;
      report(doc, inst.typeNode, `${inst.pointer}/type`, `'${inst.type}' is a layout slot (where a channel's module list goes); a module list cannot contain it`);
    }
  },
});
