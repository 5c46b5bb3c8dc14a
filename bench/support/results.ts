import fs from 'node:fs';
import path from 'node:path';

/** Writes a benchmark's figures to bench/results/<name>.json. */
export function writeResult(name: string, result: object): void {
  const folder = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(folder, { recursive: true });
  // Every result says when and on which Node it was measured.
  const stamped = { date: new Date().toISOString(), node: process.version, ...result };
  fs.writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
}
