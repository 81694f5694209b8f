/**
 * The channel slot: a layout names `{ "type": "channel-content" }` where a channel page's own module
 * list (from /front/module/getModuleList) goes. It is expanded by loadPage, never rendered itself.
 */
export const CHANNEL_SLOT = 'channel-content';
