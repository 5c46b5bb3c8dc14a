import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes a .br and a .gz beside every compressible build file, once, at build time; the server
 * sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'irama:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle(error) {
      // A failed build wrote nothing; its own error is the one to show.
      if (error) return;
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name))) {
        const full = path.join(outDir, file);
        const content = fs.readFileSync(full);
        // Below one packet, compression saves nothing.
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The catalogue sections the sign-in pages use; everything else waits for the signed-in layout. */
const FIRST_PAINT_SECTIONS = new Set(['common', 'layout', 'auth', 'errors', 'validation']);

/**
 * `<catalogue>.json?first` is the part of a language catalogue the sign-in pages need and
 * `?rest` the remainder (src/i18n/index.ts): every feature adds strings, and a first visit should
 * not download them all.
 */
function catalogueParts(): Plugin {
  return {
    name: 'irama:catalogue-parts',
    enforce: 'pre',
    load(id) {
      const match = /^(.+\.json)\?(first|rest)$/.exec(id);
      if (!match?.[1]) return null;
      this.addWatchFile(match[1]);
      const catalogue = JSON.parse(fs.readFileSync(match[1], 'utf8')) as Record<string, unknown>;
      const wantsFirst = match[2] === 'first';
      const part = Object.entries(catalogue).filter(([section]) => FIRST_PAINT_SECTIONS.has(section) === wantsFirst);
      // JSON.parse of a string literal is parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(part)))});`;
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), catalogueParts(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/asset-analytic': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically is all needed before the first paint: one chunk rather
        // than half a dozen small ones, each a request of its own on a slow phone network.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Mantine under jsdom is slow on a cold worker, and CI runs these beside the PostgreSQL server
    // tests on two cores (a 20 s limit once failed a table-and-menu test there); the limit guards
    // against hangs, not speed.
    testTimeout: 60_000,
    // Tests run in Node, which would load tus-js-client's Node build (streams, http); the SPA gets the
    // browser build (package.json `browser`), XMLHttpRequest and Blob, and so do its tests.
    alias: { 'tus-js-client': 'tus-js-client/lib.esm/browser/index.js' },
    server: { deps: { inline: ['tus-js-client'] } },
  },
});
