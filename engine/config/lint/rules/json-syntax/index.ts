import { defineRule } from '../../rule';

export default defineRule({
  meta: {
    id: 'json-syntax',
    severity: 'error',
    docs: 'The file is not strict JSON (no comments, no trailing commas): reported at the first bad token.',
  },
  everyFile: true,
  checkFile(doc, { report }) {
    if (doc.syntax) report(doc, doc.syntax.offset, '', doc.syntax.message);
    else if (doc.parseFailure !== undefined) report(doc, 0, '', `JSON syntax error: ${doc.parseFailure}`);
  },
});
