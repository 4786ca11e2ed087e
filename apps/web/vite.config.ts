import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 0,
    reportCompressedSize: true,
  },
});
