import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The import rules of `.dependency-cruiser.cjs`, run on a small tree of their own: each rule must
// fail on the import it forbids and stay quiet on the one it allows.

const ROOT = resolve(import.meta.dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const run = promisify(execFile);

/** Writes the files (path → source) into a fresh tree and returns the names of the rules they break. */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  // One tree per call, removed before it answers: a test asks several times.
  const tree = await mkdtemp(join(tmpdir(), 'import-rules-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      await mkdir(dirname(join(tree, path)), { recursive: true });
      await writeFile(join(tree, path), source);
    }
    const args = ['packages', '--config', CONFIG, '--output-type', 'json'];
    const output = await run(DEPCRUISE, args, { cwd: tree }).catch((error: { stdout: string }) => error);
    const result = JSON.parse(output.stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return result.summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}

const MODULES = 'packages/server/src/modules';
/** A module `tax` with a repository, its face and a test kit. */
const TAX = {
  [`${MODULES}/tax/tax.repository.ts`]: 'export const rate = 11;\n',
  [`${MODULES}/tax/index.ts`]: "export { rate } from './tax.repository.ts';\n",
  [`${MODULES}/tax/testing/tax-kit.ts`]: 'export const rate = 12;\n',
};
/** A file of module `shop` that imports `target` of module `tax`. */
const shop = (file: string, target: string) => ({
  [`${MODULES}/shop/${file}`]: `import { rate } from '../tax/${target}';\nexport const vat = rate;\n`,
});

describe('import rules', () => {
  it('fails a module that reaches past another module’s face, and passes one that uses the face', async () => {
    expect(await brokenRules({ ...TAX, ...shop('shop.service.ts', 'tax.repository.ts') })).toEqual([
      'module-reaches-past-face',
    ]);
    expect(await brokenRules({ ...TAX, ...shop('shop.service.ts', 'index.ts') })).toEqual([]);
  });

  it('lets a test, and only a test, use another module’s test kit', async () => {
    expect(await brokenRules({ ...TAX, ...shop('shop.test.ts', 'testing/tax-kit.ts') })).toEqual([]);
    expect(await brokenRules({ ...TAX, ...shop('shop.test.ts', 'tax.repository.ts') })).toEqual([
      'module-reaches-past-face',
    ]);
    expect(await brokenRules({ ...TAX, ...shop('shop.service.ts', 'testing/tax-kit.ts') })).toEqual([
      'module-reaches-past-face',
    ]);
  });

  it('fails a route that imports a repository, and passes one that calls a service', async () => {
    const tax = (file: string, target: string) => ({
      [`${MODULES}/tax/${file}`]: `import { rate } from './${target}';\nexport const answer = rate;\n`,
    });
    expect(await brokenRules({ ...TAX, ...tax('tax.routes.ts', 'tax.repository.ts') })).toEqual([
      'route-imports-repository',
    ]);
    expect(await brokenRules({ ...TAX, ...tax('tax.service.ts', 'tax.repository.ts') })).toEqual([]);
  });

  it('fails a service that imports a plugin', async () => {
    const plugin = { 'packages/server/src/plugins/problems.ts': 'export const rate = 0;\n' };
    expect(await brokenRules({ ...plugin, ...shop('shop.service.ts', '../../plugins/problems.ts') })).toEqual([
      'service-imports-plugin',
    ]);
  });
});
