import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The single-page app. In development the API runs on :3000 and Vite proxies to it, so the browser
 * sees one origin and the session cookie (SameSite=Lax) and the CSRF cookie work unchanged.
 */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
});
