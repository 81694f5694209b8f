// Node-side tests may validate schemas that were not precompiled (e.g. widgets defined in a test).
import { installRuntimeCompiler } from '../../engine/validation/runtime-compiler';
import { addTexts } from '../../engine/i18n';
import type { Texts } from '../../engine/i18n/texts';

installRuntimeCompiler();
import '../../engine/i18n/all';

// Every widget text namespace of both languages, as the server has them, read from the files
// (<folder>/i18n/<namespace>.<lang>.json) rather than the widget definitions, so no widget module
// is loaded before a test's vi.mock. widgets/texts.test.ts checks the files match the definitions.
const files = import.meta.glob<Texts>('../../widgets/**/i18n/*.json', { eager: true, import: 'default' });
for (const [file, texts] of Object.entries(files)) {
  const m = /\/([A-Za-z]+)\.(zh|en)\.json$/.exec(file);
  if (!m) throw new Error(`vitest-setup: ${file} is not named <namespace>.<zh|en>.json`);
  addTexts(m[2] as 'zh' | 'en', { [m[1]!]: texts });
}
