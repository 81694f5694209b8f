import { defineRule } from '../../rule';
import { moduleInstances } from '../../instances';
import { suggest, withHint } from '../../context';

export default defineRule({
  meta: {
    id: 'unknown-widget-type',
    severity: 'error',
    docs: "A module instance names a widget type that widgets/index.ts does not register; with a 'did you mean'.",
    supersedes: ['schema'],
  },
  checkFile(doc, { opts, report }) {
    for (const inst of moduleInstances(doc, opts)) {
      if (inst.kind !== 'unknown' || inst.type === undefined) continue;
      report(doc, inst.typeNode, `${inst.pointer}/type`, withHint(`unknown widget type '${inst.type}'`, suggest(inst.type, opts.widgetTypes ?? [])));
    }
  },
});
