/** Browser entry (index.html): hydrates the server-rendered page with the portal's widgets. */
import { startClient } from '../engine/client';
import { widgets } from '../widgets';

void startClient(widgets);
