/** The zh texts every page needs: the base file plus the shared reader texts (see ../namespaces.ts for the rest). */
import base from '../locales/zh.json';
import reader from '../locales/reader/reader.zh.json';

export default { ...base, reader };
