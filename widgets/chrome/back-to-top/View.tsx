/** Default view: style 1. */
export { default } from './View1';
