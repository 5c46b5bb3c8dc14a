import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictSchema } from './strict-schema.ts';

const Credit = z.object({ name: z.string(), role: z.enum(['main', 'featured']).nullable() });
const Body = z
  .object({
    title: z.string().trim().max(20),
    credits: z.array(Credit).optional(),
    file: Credit.extend({ size: z.number().int() }).nullish(),
    choice: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b') }),
    ]),
    labels: z.record(z.string(), z.object({ text: z.string() })).default({}),
    loose: z.looseObject({ id: z.number() }).optional(),
    nested: z.lazy(() => Credit).optional(),
    piped: z
      .object({ n: z.string() })
      .transform((value) => value.n.length)
      .optional(),
  })
  .refine((body) => body.title !== 'refused', { path: ['title'], message: 'refined' });
const Strict = strictSchema(Body);

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const credit = fc.record({ name: word, role: fc.constantFrom('main', 'featured', null) });
const body = fc.record(
  {
    title: word,
    credits: fc.array(credit, { maxLength: 3 }),
    file: fc.option(fc.record({ name: word, role: fc.constant(null), size: fc.nat() })),
    choice: fc.oneof(fc.record({ kind: fc.constant('a'), a: fc.integer() }), fc.record({ kind: fc.constant('b') })),
    labels: fc.dictionary(word, fc.record({ text: word }), { maxKeys: 2 }),
    loose: fc.record({ id: fc.nat() }),
    nested: credit,
    piped: fc.record({ n: word }),
  },
  { requiredKeys: ['title', 'choice'] },
);

/** The paths of every object in `value` whose schema names its keys (not records or loose objects). */
function strictObjectPaths(value: Record<string, unknown>): (string | number)[][] {
  const paths: (string | number)[][] = [[]];
  const credits = (value.credits as unknown[] | undefined) ?? [];
  for (const index of credits.keys()) paths.push(['credits', index]);
  for (const key of ['file', 'choice', 'nested', 'piped']) if (value[key]) paths.push([key]);
  for (const key of Object.keys((value.labels as object | undefined) ?? {})) paths.push(['labels', key]);
  return paths;
}

function withExtra(value: Record<string, unknown>, path: (string | number)[]): Record<string, unknown> {
  const copy = structuredClone(value);
  const target = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  target.colour = 'red';
  return copy;
}

describe('strictSchema', () => {
  it('accepts and outputs exactly what the original does for a body without unknown keys', () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(Strict.safeParse(value)).toEqual(Body.safeParse(value));
      }),
    );
  });

  it('refuses an unknown key in any object the schema names the keys of, at its path', () => {
    fc.assert(
      fc.property(
        body.chain((value) => fc.tuple(fc.constant(value), fc.constantFrom(...strictObjectPaths(value)))),
        ([value, path]) => {
          const result = Strict.safeParse(withExtra(value, path));
          expect(result.success).toBe(false);
          const issue = result.error?.issues.find((each) => each.code === 'unrecognized_keys');
          expect(issue).toMatchObject({ path, keys: ['colour'] });
        },
      ),
    );
  });

  it('keeps the unknown keys a loose object and a record allow, and the schema’s refinements', () => {
    const value = { title: 'ok', choice: { kind: 'b' }, loose: { id: 1, extra: true }, labels: { any: { text: 'x' } } };
    expect(Strict.parse(value)).toMatchObject({ loose: { id: 1, extra: true }, labels: { any: { text: 'x' } } });
    const refused = Strict.safeParse({ title: 'refused', choice: { kind: 'b' } });
    expect(refused.error?.issues).toMatchObject([{ path: ['title'], message: 'refined' }]);
  });

  it('makes each schema strict once', () => {
    expect(strictSchema(Body)).toBe(Strict);
  });
});
