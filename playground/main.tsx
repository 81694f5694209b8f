/** The operator's playground at /playground: a client-rendered app (separate Vite entry). */
import { createRoot } from 'react-dom/client';
import { ensureValidators } from '../engine/validation';
import { loadMessages, loadTexts } from '../engine/i18n';
import { App } from './App';
import { registry } from './registry';
import { usePlayground } from './state/store';

// The configuration loads while the validators and both languages' texts (the engine's and every
// widget's namespaces) do (previews show either language); the editor's linting needs the
// validators synchronously, so the app renders once in.
void usePlayground.getState().init(new URLSearchParams(window.location.search));
const root = createRoot(document.getElementById('root')!);
Promise.all([ensureValidators(), loadMessages('zh'), loadMessages('en'), loadTexts('zh', registry.texts()), loadTexts('en', registry.texts())]).then(
  () => root.render(<App />),
  (err: unknown) => {
    document.getElementById('root')!.textContent =
      `The schema validators or texts could not be loaded: ${err instanceof Error ? err.message : String(err)}. Reload to try again.`;
  },
);
