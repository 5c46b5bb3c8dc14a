import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A bench's target: what it asks, what was measured, and whether that met it. */
export type Target = { target: string; value: unknown; met: boolean };

/** A result's name: the bench's own on SQLite, with the engine after it on another, so each engine keeps its figures. */
export const resultName = (bench: string, engine: string) => (engine === 'sqlite' ? bench : `${bench}-${engine}`);

/** Writes a benchmark's figures to bench/results/<name>.json. */
export function writeResult(name: string, result: object): void {
  const folder = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(folder, { recursive: true });
  // Every result says when and on which Node it was measured.
  const stamped = { date: new Date().toISOString(), node: process.version, ...result };
  fs.writeFileSync(path.join(folder, `${name}.json`), `${JSON.stringify(stamped, null, 2)}\n`);
}

/**
 * Writes a bench's figures with the load average before and after it ran, its targets and whether
 * every target was met, which it answers.
 */
export function writeVerdict(
  name: string,
  figures: object,
  targets: Record<string, Target>,
  load: { before: number | string; after: number | string },
): boolean {
  const passed = Object.values(targets).every((target) => target.met);
  writeResult(name, { ...figures, loadAverage: { ...load, cpus: os.availableParallelism() }, targets, passed });
  return passed;
}
