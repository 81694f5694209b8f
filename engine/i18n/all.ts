/**
 * The engine's texts of both languages, installed at once: for Node (the server render, tests,
 * bench). Widgets' text namespaces are installed from the widget definitions (loadTexts; the
 * server render does it for every registered widget, tests/setup from the files). Browsers load
 * texts with loadMessages and loadTexts (./index.ts): the reader app only the page's language and
 * the namespaces of its widgets, the playground both languages.
 */
import { addMessages } from './index';
import zh from './messages/zh';
import en from './messages/en';

addMessages('zh', zh);
addMessages('en', en);
