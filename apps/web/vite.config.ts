import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes `.br` and `.gz` beside every text file of the build: the server (@fastify/static with
 * `preCompressed`) sends them to browsers that accept them, at no CPU cost per request. Without
 * them every script went out uncompressed — 3× the bytes on a phone's network (ADR 0051).
 */
function precompress(): PluginOption {
  let outDir = 'dist';
  return {
    name: 'kolos-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const data = readFileSync(file);
        if (data.length < 256) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  } as PluginOption;
}

const config: UserConfig & { test: Record<string, unknown> } = {
  plugins: [react(), precompress()],
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
