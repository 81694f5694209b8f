import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { isLayoutName, layoutPageOf } from '../../files';
import { isObject } from '../../context';

export default defineRule({
  meta: {
    id: 'layout-page-mismatch',
    severity: 'error',
    docs: "A layout's `page` differs from its file name (layouts/<page>.json).",
  },
  checkFile(doc, { report }) {
    if (!isLayoutName(doc.place.name) || !isObject(doc.value)) return;
    const page = doc.value.page;
    const fileKind = layoutPageOf(doc.place.name);
    if (typeof page === 'string' && page !== fileKind) {
      report(doc, childValue(doc.root, 'page'), '/page', `page '${page}' does not match the file name '${fileKind}.json'`);
    }
  },
});
