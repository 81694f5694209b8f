/** The engine's en texts (error and standalone pages, page titles); widgets' texts sit in their folders (../texts.ts). */
import base from '../locales/en.json';

export default base;
