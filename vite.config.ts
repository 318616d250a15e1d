/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// Modes: development and demo run the MirageJS mock (VITE_MOCK in .env.*); production never bundles it.
export default defineConfig(({ mode }) => ({
  // The demo build works from any folder of a static host.
  base: mode === 'demo' ? './' : '/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mock': fileURLToPath(new URL('./mock-server', import.meta.url)),
      '@fixtures': fileURLToPath(new URL('./fixtures', import.meta.url)),
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mock-server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    css: false,
  },
}));
