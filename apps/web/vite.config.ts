import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)\//;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // The framework changes far less often than our code: its own chunk stays cached across deploys.
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
      },
      treeshake: {
        // @salon/contract is zod schemas plus plain tables (error texts). The web app imports only the
        // tables and types; without this hint every schema module (and zod) lands in the main chunk.
        moduleSideEffects: (id) => !id.includes('/packages/contract/'),
      },
    },
  },
});
