/**
 * npm run validate-config [dir...]
 * Lints site-configs directories (default site-configs/): each a site-configs root (has defaults/
 * or sites/) or one site folder. Prints `file:line:column  pointer  message` per issue and a
 * summary; exits 1 on any error.
 */
import { runValidateConfig } from '../engine/config/lint/node';

const { code } = await runValidateConfig(process.argv.slice(2));
process.exitCode = code;
