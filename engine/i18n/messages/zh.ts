/** The engine's zh texts (error and standalone pages, page titles); widgets' texts sit in their folders (../texts.ts). */
import base from '../locales/zh.json';

export default base;
