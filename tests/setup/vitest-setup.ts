// Node-side tests may validate schemas that were not precompiled (e.g. widgets defined in a test).
import { installRuntimeCompiler } from '../../engine/validation/runtime-compiler';

installRuntimeCompiler();
import '../../engine/i18n/all';
