import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The backend the dev server proxies to (the Fastify app serves the built files in production). */
const backend = process.env.VITE_DEV_BACKEND ?? 'http://localhost:8000';

export const plugins = [react()];

export default defineConfig({
  plugins,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json maps each route module to the chunks it loads (read by bench/web).
    manifest: true,
    target: 'es2022',
    // Plotly (≈4.6 MB) and the markdown/KaTeX renderer are loaded lazily, only when a message needs
    // them; bench/web keeps the first-load budgets. The default 500 kB warning would only be noise.
    chunkSizeWarningLimit: 5000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
});
