import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Vendor groups that every screen needs; everything else is split by Rollup along the lazy pages. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  mui: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
  query: /[\\/]node_modules[\\/](@tanstack|notistack|dayjs)[\\/]/,
  forms: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
};

function manualChunks(id: string): string | undefined {
  for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) if (pattern.test(id)) return name;
  return undefined;
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
