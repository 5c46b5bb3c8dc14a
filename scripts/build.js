// `npm start`'s build: the SPA is built again only when something it is built from has changed
// since the last build, so a restart does not wait for Vite. The server bundle takes about a
// second and is always made afresh. `npm run build` still builds both unconditionally.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// What the SPA's bundle depends on: its own sources, the shared contracts, and the installed versions.
const inputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/web/tsconfig.json',
  'packages/contracts/src',
  'package-lock.json',
];
const dist = path.join(root, 'packages/web/dist');
// Kept outside dist/, which the server serves, and under the cache folder tools already ignore.
const stampFile = path.join(root, 'node_modules/.cache/irama/web-build-inputs.sha256');

function filesOf(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const hash = inputsHash();
const built =
  fs.existsSync(path.join(dist, 'index.html')) &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === hash;
if (built) {
  console.log('SPA unchanged since its last build: not rebuilt');
} else {
  run('npm', ['run', 'build', '-w', '@irama/web']);
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, hash);
}
run('node', ['packages/server/build.js']);
