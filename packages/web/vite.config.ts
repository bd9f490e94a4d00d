import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API runs on the Fastify server (`npm start`, port 3000); in development Vite forwards /api to it.
// The `test` block is read by the root vitest workspace's "web" project, which extends this file.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  test: { setupFiles: ['./src/test/setup.ts'] },
});
