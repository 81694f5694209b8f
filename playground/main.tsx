/** The operator's playground at /playground: a client-rendered app (separate Vite entry). */
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { usePlayground } from './state/store';

createRoot(document.getElementById('root')!).render(<App />);
void usePlayground.getState().init(new URLSearchParams(window.location.search));
