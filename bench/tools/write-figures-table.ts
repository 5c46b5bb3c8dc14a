import fs from 'node:fs';
import path from 'node:path';
import { figuresTable, type ResultFile } from '../support/figures-table.ts';
import { RESULTS_FOLDER } from '../support/results.ts';

const benchFolder = path.resolve(import.meta.dirname, '..');
const docFile = path.resolve(benchFolder, '../docs/bench-figures.md');

// The benches are the files bench/run.ts runs: bench/<name>.ts.
const benches = fs
  .readdirSync(benchFolder)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const files: ResultFile[] = fs.existsSync(RESULTS_FOLDER)
  ? fs
      .readdirSync(RESULTS_FOLDER)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file, result: JSON.parse(fs.readFileSync(path.join(RESULTS_FOLDER, file), 'utf8')) }))
  : [];
const earlierDoc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '';
fs.writeFileSync(docFile, `${figuresTable(benches, files, earlierDoc)}\n`);
console.log(`${path.relative(process.cwd(), docFile)}: ${files.length} result files read`);
