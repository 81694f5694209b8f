/** The en texts every page needs: the base file plus the shared reader texts (see ../namespaces.ts for the rest). */
import base from '../locales/en.json';
import reader from '../locales/reader/reader.en.json';

export default { ...base, reader };
