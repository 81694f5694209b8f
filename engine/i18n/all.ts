/**
 * Both languages' texts, installed at once: for Node (the SSR entry, tests, bench). Browsers load
 * texts with loadMessages (./index.ts): the reader app only the page's language, the playground both.
 */
import { addMessages } from './index';
import zh from './messages/zh';
import en from './messages/en';

addMessages('zh', zh);
addMessages('en', en);
