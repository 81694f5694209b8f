import { defineRule } from '../../rule';
import { duplicateKeys } from '../../positions';
import { positionText } from '../../context';

export default defineRule({
  meta: {
    id: 'duplicate-key',
    severity: 'error',
    docs: 'An object names the same property twice (JSON.parse keeps the last): reported at the later key.',
  },
  everyFile: true,
  checkFile(doc, { report }) {
    if (doc.syntax) return;
    for (const d of duplicateKeys(doc.root)) {
      report(doc, d.keyNode, d.pointer, `duplicate property '${d.key}' (also at ${positionText(doc, d.firstKey)}); the last one wins`);
    }
  },
});
