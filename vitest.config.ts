import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: { '@widgets': fileURLToPath(new URL('./widgets/index.ts', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
