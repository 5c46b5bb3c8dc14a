// Bundles the server's TypeScript into one ES module for production (`npm start`). Only our own
// code (and the contracts workspace) goes into the bundle; npm dependencies stay external.
// Unlike tsx, the bundle does not wrap every function in a name-keeping helper, which is a
// measurable cost on hot paths. `node build.js <outfile>` writes the bundle elsewhere (the
// benchmarks bundle the current sources into a folder of their own).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

await build({
  entryPoints: [path.join(here, 'src/cli.ts')],
  outfile: path.resolve(process.argv[2] ?? path.join(here, 'dist/cli.js')),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@irama/')),
  logLevel: 'warning',
});
