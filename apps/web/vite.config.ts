import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React, ReactDOM and the router: every screen, /login included, runs on them, so they get a chunk
 * of their own that stays cached across releases. Everything else (MUI, TanStack Query, forms,
 * DataGrid) is split by Rollup along the lazy layouts and pages: a vendor group here would be
 * preloaded by the entry whether the screen needs it or not.
 */
const REACT_CHUNK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

function manualChunks(id: string): string | undefined {
  return REACT_CHUNK.test(id) ? 'react' : undefined;
}

// The plugin is typed against the workspace's hoisted Vite (the one Vitest uses); it works with both.
const plugins = [react()] as unknown as PluginOption[];

const config: UserConfig & { test: Record<string, unknown> } = {
  plugins,
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: { output: { manualChunks } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
};

export default defineConfig(config);
