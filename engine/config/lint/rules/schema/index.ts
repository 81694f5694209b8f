import { defineRule } from '../../rule';
import { docSchemaErrors, reportSchemaErrors } from '../../context';

export default defineRule({
  meta: {
    id: 'schema',
    severity: 'error',
    docs: "The file against its doc schema (schemas/catalog.ts): each error at the node it names, unknown properties at their key.",
  },
  checkFile(doc, { opts, report }) {
    const errors = docSchemaErrors(doc, opts);
    if (errors) reportSchemaErrors(doc, '', errors, report);
  },
});
