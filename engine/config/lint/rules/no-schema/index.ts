import { defineRule } from '../../rule';
import { docSchemaErrors, docSchemaIdOf } from '../../context';

export default defineRule({
  meta: {
    id: 'no-schema',
    severity: 'warning',
    docs: 'No validator is known for the file\'s doc schema (the generated validators are stale: run `npm run gen`).',
  },
  checkFile(doc, { opts, report }) {
    const schemaId = docSchemaIdOf(doc, opts);
    if (schemaId !== undefined && docSchemaErrors(doc, opts) === undefined) {
      report(doc, undefined, '', `no validator for schema '${schemaId}' (run \`npm run gen\`)`);
    }
  },
});
