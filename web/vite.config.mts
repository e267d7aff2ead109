import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the dev server and `vite preview` forward to; override with VITE_API_PROXY. */
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  // Resolved from this file so the build works from the repository root or from web/.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // The request classes in server/src/contracts use TypeScript's legacy decorators (class-validator's);
  // the browser needs no decorator metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  resolve: {
    alias: {
      // The shared contracts are pure TypeScript, written once for the server and the browser.
      '@contracts': fileURLToPath(new URL('../server/src/contracts', import.meta.url)),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Read by `npm run size:web`.
    manifest: true,
  },
});
