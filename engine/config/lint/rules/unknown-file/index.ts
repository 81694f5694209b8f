import { defineRule } from '../../rule';
import { misplacement } from '../../files';
import { docSchemaIdOf } from '../../context';

export default defineRule({
  meta: {
    id: 'unknown-file',
    severity: 'warning',
    docs: 'A file that is not where site-configs files go, a site-only file in defaults/, or a file no schema describes.',
  },
  everyFile: true,
  checkFile(doc, { opts, report }) {
    const misplaced = misplacement(doc.place);
    if (misplaced === 'outside') {
      report(doc, undefined, '', `not a site-configs file: expected defaults/<file>.json, defaults/layouts/<page>.json, sites/<sld>/<file>.json or sites/<sld>/layouts/<page>.json`);
      return;
    }
    if (misplaced === 'site-only') {
      report(doc, undefined, '', `${doc.place.name} belongs in a site folder (sites/<sld>/), not in defaults/`);
      return;
    }
    if (doc.ok && docSchemaIdOf(doc, opts) === undefined) {
      report(doc, undefined, '', `unknown config file '${doc.place.name}': no schema describes it`);
    }
  },
});
