/**
 * Server entry (built by Vite as the SSR bundle, dist/server/entry-server.js; loaded by
 * server/pages): the engine's page render, handed the portal's widgets. This folder is the
 * composition root: the one place that knows both the engine and the widget list.
 */
import { createServerRender } from '../engine/server';
import { widgets } from '../widgets';

export type { RenderRequest, RenderResult } from '../engine/server';

export const { registry, render } = createServerRender(widgets);
