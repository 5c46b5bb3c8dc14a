import { decimalInteger, IdParamSchema } from '@irama/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coercedFieldsOf, requestValidatorCompiler, validationErrorOf } from './request-validation.ts';

const body = (shape: z.ZodRawShape) => coercedFieldsOf(z.object(shape), true);

describe('coercedFieldsOf', () => {
  it('finds every way a JSON body field documented as a number could take text', () => {
    expect(body({ amount: z.coerce.number() })).toEqual(['amount']);
    expect(body({ amount: z.preprocess((value) => Number(value), z.number()) })).toEqual(['amount']);
    expect(body({ amount: z.string().transform(Number).pipe(z.number().int()) })).toEqual(['amount']);
    expect(body({ items: z.array(z.object({ id: decimalInteger({ min: 1, max: 9 }) })) })).toEqual(['items.[].id']);
    expect(body({ flag: z.coerce.boolean().optional() })).toEqual(['flag']);
    // A number out of the range a coerced field allows still got past its type.
    expect(body({ big: z.coerce.number().min(1000) })).toEqual(['big']);
  });

  it('lets a body take JSON numbers, and text beside numbers where a union says so', () => {
    const ref = z.union([z.number().int(), z.string().min(1)]);
    expect(body({ amount: z.number().int().positive(), ref, note: z.string().optional() })).toEqual([]);
    expect(body({ list: z.array(z.number()).default([]), nested: z.object({ n: z.number().nullable() }) })).toEqual([]);
  });

  it('lets a query or a path read digits, but never coerce them', () => {
    expect(coercedFieldsOf(z.object({ id: IdParamSchema }), false)).toEqual([]);
    expect(coercedFieldsOf(z.object({ page: z.coerce.number() }), false)).toEqual(['page']);
  });
});

describe('the request validator', () => {
  it('stops the app from starting when a route’s body coerces a number', async () => {
    const app = Fastify();
    app.setValidatorCompiler(requestValidatorCompiler);
    app.post('/pay', { schema: { body: z.object({ amount: z.coerce.number() }) } }, async () => 'paid');
    await expect(app.ready()).rejects.toThrow(/POST \/pay: the body coerces amount/);
  });

  it('answers a present value of the wrong type with the type due, and a missing one as required', () => {
    const schema = z.object({
      amount: z.number('x.amount'),
      ids: z.array(z.number().int()),
      ref: z.union([z.number().int(), z.string()]),
      size: z.number().nullable().optional(),
      name: z.string(),
    });
    const input = { amount: '200000', ids: [1, '2'], ref: true, size: null };
    const error = validationErrorOf(schema.safeParse(input).error as z.ZodError, input, schema);
    expect(error.fieldErrors).toEqual({
      amount: 'validation.type',
      'ids.1': 'validation.type',
      ref: 'validation.type',
      name: 'validation.required',
    });
    expect(error.expectedTypes).toEqual({ amount: 'number', 'ids.1': 'integer', ref: 'integer|string' });
  });

  it('keeps a field’s own message when the type was right, and null counts as missing', () => {
    const schema = z.object({ amount: z.number('x.amount').int().positive('x.amount'), note: z.string('x.note') });
    const input = { amount: -5, note: null };
    const error = validationErrorOf(schema.safeParse(input).error as z.ZodError, input, schema);
    expect(error.fieldErrors).toEqual({ amount: 'x.amount', note: 'x.note' });
    expect(error.expectedTypes).toBeUndefined();
  });
});
