import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // These form libraries declare no side-effect freedom, so the bundler keeps them in the
      // first screen although only the form pages use them. They have no import-time effects.
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules\/(@rc-component\/form|async-validator)\//.test(id),
      },
    },
  },
});
