import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConflicts } from './conflict-import.ts';

const HEADER = 'asset_id,conflicting_owner,conflicting_country_code,engaged_views_in_conflict,active_claims';
const assetId = fc.stringMatching(/^A\d{15}$/);
// Owners as reports write them: any printable text, commas and quotes included.
const owner = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '' && !/[\r\n]/.test(text));
const countries = fc.uniqueArray(fc.constantFrom('ID', 'MY', 'SG', 'US', 'WW'), { minLength: 1, maxLength: 4 });
const line = fc.record({ assetId, owner, countries, views: fc.nat(10_000_000), claims: fc.nat(500) });

const quote = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
type Line = typeof line extends fc.Arbitrary<infer T> ? T : never;
const csvOf = (lines: Line[], eol: string) =>
  [HEADER, ...lines.map((l) => [l.assetId, quote(l.owner), l.countries.join('|'), l.views, l.claims].join(','))].join(
    eol,
  );

describe('conflicts report parser', () => {
  it('reads back every line of any well-formed file, with its line number, whatever the line endings or a BOM', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        async (lines, eol, bom) => {
          const parsed = await parseConflicts([`${bom ? '\ufeff' : ''}${csvOf(lines, eol)}${eol}`]);
          expect(parsed.issues).toEqual([]);
          expect(parsed.lines).toEqual(
            lines.map((l, index) => ({
              line: index + 2,
              assetId: l.assetId,
              owner: l.owner.trim().normalize('NFC'),
              territories: l.countries,
              views: l.views,
              activeClaims: l.claims,
              startDay: null,
            })),
          );
        },
      ),
    );
  });

  it('names the line of every bad value and keeps reading past it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 2, maxLength: 20 }),
        fc.nat(),
        fc.constantFrom('12.5', '-3', 'many', '1,000'),
        async (lines, pick, badViews) => {
          const bad = pick % lines.length;
          const rows = csvOf(lines, '\n').split('\n');
          const fields = rows[bad + 1]?.split(',') ?? [];
          // Replace the views of one line (the value before the last) with something that is not a count.
          fields.splice(fields.length - 2, 1, badViews.includes(',') ? `"${badViews}"` : badViews);
          rows[bad + 1] = fields.join(',');
          const parsed = await parseConflicts([rows.join('\n')]);
          expect(parsed.issues.map((issue) => [issue.line, issue.code])).toEqual([[bad + 2, 'invalid_number']]);
          expect(parsed.lines).toHaveLength(lines.length - 1);
        },
      ),
    );
  });

  it('never throws on arbitrary bytes: it answers lines or issues', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const parsed = await parseConflicts([Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from(bytes)])]);
        expect(parsed.issues.every((issue) => Number.isInteger(issue.line) && issue.line >= 1)).toBe(true);
      }),
    );
  });
});
