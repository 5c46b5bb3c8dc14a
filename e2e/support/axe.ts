import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** Waits until no CSS animation or transition runs on the page: what shows is its resting state. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Runs axe-core on the page and fails with a readable list of serious or critical violations. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  // A menu or popover still fading in has see-through text; its contrast is only final once it stops.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const summary = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}`;
    })
    .join('\n');
  expect(blocking.length, `axe found serious/critical violations on ${what}:\n${summary}`).toBe(0);
}
