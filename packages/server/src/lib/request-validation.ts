import { TYPE_MESSAGE } from '@irama/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { AppError, messageKeyOf } from './errors.ts';
import { wrongTypeAt } from './expected-type.ts';
import { strictSchema } from './strict-schema.ts';

type Schema = z.core.$ZodType;
type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;

const UNKNOWN_FIELD = 'validation.unknown_field';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Issues a value of another type raises; any other issue means the value had the type due. */
const TYPE_ISSUES = new Set(['invalid_type', 'invalid_union', 'invalid_value']);

/** The type a custom issue names (`decimalInteger` does), or the document's type the value is not of. */
function expectedTypeOf(issue: z.core.$ZodIssue, value: unknown, schema: Schema): string | null {
  // Null is how JSON clients leave a field out, so it is missing, not of the wrong type.
  if (value === undefined || value === null) return null;
  const named = issue.code === 'custom' ? issue.params?.expected : undefined;
  if (issue.message === TYPE_MESSAGE && typeof named === 'string') return named;
  return TYPE_ISSUES.has(issue.code) ? wrongTypeAt(schema, issue.path, value) : null;
}

/**
 * The 400 of a refused request part: per field, the schema's message key; `validation.type` with
 * the expected type when a value is present but of the wrong type (a number sent as text, say);
 * `validation.required` when a field is missing and its schema has no message of its own.
 */
export function validationErrorOf(error: z.ZodError, input: unknown, schema: Schema): AppError {
  const fieldErrors: Record<string, string> = {};
  const expectedTypes: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fieldErrors[[...issue.path, key].join('.')] ??= UNKNOWN_FIELD;
      continue;
    }
    const field = issue.path.join('.') || '_';
    if (field in fieldErrors) continue;
    const value = valueAt(input, issue.path);
    const expected = expectedTypeOf(issue, value, schema);
    if (expected) {
      fieldErrors[field] = TYPE_MESSAGE;
      expectedTypes[field] = expected;
    } else if (value === undefined && issue.code === 'invalid_type') {
      fieldErrors[field] = messageKeyOf(issue.message, 'validation.required');
    } else {
      fieldErrors[field] = messageKeyOf(issue.message);
    }
  }
  return new AppError('validation_failed', { fieldErrors, expectedTypes });
}

/** Parses a request part (or a multipart form's text fields) with `schema`, or throws its 400. */
export function parseRequestPart<S extends Schema>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error, input, schema);
}

const NUMBER_TYPES = new Set(['number', 'bigint']);

/** Whether a schema ends in a number: a number itself, or a pipe whose last step is one. */
function endsInNumber(schema: Schema): boolean {
  const def = schema._zod.def as AnyDef;
  if (def.type === 'pipe') return endsInNumber(def.out as Schema);
  return NUMBER_TYPES.has(def.type);
}

/** Whether a number-ending schema takes text: it parses "1", or refuses it for anything but its type. */
function takesText(schema: Schema): boolean {
  const result = z.safeParse(schema, '1');
  return result.success || !result.error.issues.some((issue) => issue.code === 'invalid_type' && !issue.path.length);
}

/**
 * Where in a request schema a value is coerced (`z.coerce`), or, in a JSON body, where a field
 * that ends in a number takes text (`z.preprocess`, a string piped into a number): paths such as
 * `items.[].id`. Unions may take text beside numbers (each of their numeric options is checked).
 */
export function coercedFieldsOf(schema: Schema, isBody: boolean, path = '', seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as AnyDef;
  const here = path || '(the whole part)';
  if (def.coerce) return [here];
  if (isBody && endsInNumber(schema) && takesText(schema)) return [here];
  const inner = (child: unknown, at = path) => coercedFieldsOf(child as Schema, isBody, at, seen);
  const join = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, value]) => inner(value, join(key)));
    case 'array':
      return inner(def.element, join('[]'));
    case 'record':
      return inner(def.valueType, join('*'));
    case 'tuple':
      return (def.items as Schema[]).flatMap((item, index) => inner(item, join(String(index))));
    case 'union':
      return (def.options as Schema[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      return inner((def.getter as () => Schema)());
    default:
      return 'innerType' in def ? inner(def.innerType) : [];
  }
}

/**
 * The validator of every request part: bodies checked by their strict copies (`strict-schema.ts`),
 * refusals made into `validationErrorOf`'s 400. A route whose schema coerces, or whose JSON body
 * takes text for a number, stops the app from starting, so no such schema ships by accident.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const isBody = route.httpPart === 'body';
  const coerced = coercedFieldsOf(route.schema, isBody);
  if (coerced.length) {
    throw new Error(`${route.method} ${route.url}: the ${route.httpPart} coerces ${coerced.join(', ')}`);
  }
  const schema = isBody ? strictSchema(route.schema) : route.schema;
  return (data) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: validationErrorOf(result.error, data, schema) };
  };
};
