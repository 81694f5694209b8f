/** The default header view: navStyle 1 (each style lives in styles/StyleN.tsx, its own chunk). */
export { default } from './styles/Style1';
