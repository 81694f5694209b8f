/** Spec 4 and 9: the toolbar shows after 400 px of scrolling (its own file: the deferred shell needs only this). */
export const TOOLBAR_THRESHOLD = 400;
