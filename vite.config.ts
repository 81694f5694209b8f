import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    alias: { '@widgets': fileURLToPath(new URL('./widgets/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        playground: fileURLToPath(new URL('./playground/index.html', import.meta.url)),
      },
    },
  },
  ssr: {
    // jsdom is only for server-side sanitising; keep it external.
    external: ['jsdom'],
  },
});
