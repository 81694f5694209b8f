import { defineRule } from '../../rule';
import { childValue } from '../../positions';
import { isLayoutName, layoutPageOf } from '../../files';
import { isObject, suggest, withHint } from '../../context';

export default defineRule({
  meta: {
    id: 'unknown-page-kind',
    severity: 'error',
    docs: "A layout's `page` (or, without one, its file name) is not a known page kind; with a 'did you mean'.",
    supersedes: ['schema'],
  },
  checkFile(doc, { opts, report }) {
    if (!isLayoutName(doc.place.name) || !isObject(doc.value)) return;
    const page = doc.value.page;
    if (typeof page === 'string') {
      if (!opts.pageKinds.includes(page)) {
        report(doc, childValue(doc.root, 'page'), '/page', withHint(`unknown page kind '${page}'`, suggest(page, opts.pageKinds)));
      }
      return;
    }
    const fileKind = layoutPageOf(doc.place.name);
    if (page === undefined && !opts.pageKinds.includes(fileKind)) {
      report(doc, doc.root, '', withHint(`unknown page kind '${fileKind}' (file name)`, suggest(fileKind, opts.pageKinds)));
    }
  },
});
