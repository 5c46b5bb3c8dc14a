import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd.ts';

describe('formatUsd', () => {
  it('shows dollars and cents of micro-dollars, rounded on the exact decimal', () => {
    expect(formatUsd(1_011_308_054, 'en')).toBe('$1,011.31');
    expect(formatUsd(1_005_000, 'en')).toBe('$1.01');
    expect(formatUsd(0, 'id').replace(/\s/g, ' ')).toMatch(/^US\$ ?0,00$/);
  });
});
