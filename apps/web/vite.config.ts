import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, transformWithOxc, type PluginOption, type Rollup, type UserConfig } from 'vite';
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

/** Files of public/ the shell needs offline (the manifest and its icons, the favicon). */
const PUBLIC_SHELL = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/** Bigger files wait until a screen needs them (the PDF viewer's worker, 1.2 MB). */
const PRECACHE_MAX_BYTES = 600 * 1024;

/**
 * index.html and every script and style of the build up to PRECACHE_MAX_BYTES: the app offline
 * must not fail on a lazy screen or widget (the toasts' host among them) it had not loaded yet.
 * About 1 MB over the wire once per release, fetched in the background after the first visit.
 */
function shellFiles(bundle: Rollup.OutputBundle): string[] {
  // index.html joins the bundle after this plugin's turn: it is named here.
  const files = Object.values(bundle)
    .filter((item) => /\.(js|css)$/.test(item.fileName))
    .filter((item) => (item.type === 'chunk' ? item.code : item.source).length <= PRECACHE_MAX_BYTES)
    .map((item) => `/${item.fileName}`)
    .sort();
  return ['/index.html', ...files, ...PUBLIC_SHELL];
}

/**
 * Issue 29 point 19 (ADR 0097): /sw.js, compiled from src/sw/service-worker.ts with the shell's
 * files of this build to precache and a version made of their (hashed) names — a new release is
 * a new worker, which drops the old caches.
 */
function serviceWorker(): PluginOption {
  const source = fileURLToPath(new URL('./src/sw/service-worker.ts', import.meta.url));
  return {
    name: 'kolos-service-worker',
    apply: 'build',
    async generateBundle(_options: unknown, bundle: Rollup.OutputBundle) {
      const precache = shellFiles(bundle);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
      // A classic worker script: the module marker left by the erased type import would not parse.
      const script = code.replace(/^export \{\};?$/m, '');
      (this as { emitFile(file: object): void }).emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const PRECACHE = ${JSON.stringify(precache)};\nconst VERSION = '${version}';\n${script}`,
      });
    },
  } as PluginOption;
}

const config: UserConfig & { test: Record<string, unknown> } = {
  plugins: [react(), serviceWorker(), precompress()],
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
