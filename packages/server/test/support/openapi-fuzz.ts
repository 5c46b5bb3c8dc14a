import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema object the fuzz reads. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

type Parameter = { in: string; name: string; schema?: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, OperationObject>> };

/** One operation of the document, as the fuzz drives it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { type: 'json' | 'multipart'; schema: JsonSchema } | null;
};

/** A request for `app.inject`, before the caller's token is added. */
export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every operation of an OpenAPI document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method.toLowerCase()]).map((method) => {
      const operation = item[method.toLowerCase()] as OperationObject;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema;
      const json = content['application/json']?.schema;
      return {
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: multipart
          ? { type: 'multipart' as const, schema: multipart }
          : json
            ? { type: 'json' as const, schema: json }
            : null,
      };
    }),
  );
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil.exe',
  '😀👍🏽‍🔥',
  '../../../etc/passwd',
  '..%2F..%2Fetc',
  '%00',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '\\',
  '\r\n\r\n',
  '<script>alert(1)</script>',
  '١٢٣',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  'null',
  '{}',
];
const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
  0.5,
];

const oddString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(100_000 / unit.length)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Arrays or objects nested up to thousands deep. */
const deepJson = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean())
  .map(([depth, isArray]) =>
    JSON.parse(isArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Values no schema asks for: odd and huge strings, boundary numbers, null, empty and deep structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.constantFrom(null, true, false, {}, []),
  fc.jsonValue({ maxDepth: 3 }),
  deepJson,
);

function textFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // Look-arounds and the like are beyond fast-check's generator: plain text will do.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 30, 300);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

/** Text as the schema has it, or odd text where the schema only says "a string". */
const stringFor = (schema: JsonSchema) =>
  fc.oneof({ weight: 3, arbitrary: textFor(schema) }, { weight: 1, arbitrary: oddString });

/** Ids of the rows the fuzz set up, numbers in the schema's range, and the edges of 32 and 53 bits. */
export function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1000, 1_000_000);
  return fc.oneof(
    fc.constantFrom(1, 2, 3),
    fc.integer({ min: Math.min(min, max), max }),
    fc.constantFrom(...BOUNDARY_NUMBERS),
  );
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  return fc.record(Object.fromEntries(properties.map(([key, property]) => [key, valueFor(property)])), {
    requiredKeys: properties.map(([key]) => key).filter((key) => required.includes(key)),
  });
}

function shapedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return fc.oneof(...options.map((option) => valueFor(option)));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return fc.oneof(integerFor(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value for a schema: mostly one it could take, sometimes null where allowed, sometimes hostile. */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema);
  return fc.oneof(
    { weight: 6, arbitrary: schema.nullable ? fc.option(shaped, { freq: 5 }) : shaped },
    { weight: 1, arbitrary: hostileValue },
  );
}

const extraKey = fc.constantFrom('colour', '__proto__', 'constructor', '', 'id', 'company_id', 'x'.repeat(1000));

/** A JSON body from a schema: as shaped, with a required field missing, an extra field, or anything at all. */
export function jsonBodyFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema);
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom(...(schema.required ?? ['_'])))
        .map(([body, key]) => (typeof body === 'object' && body ? { ...body, [key]: undefined } : body)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, extraKey, hostileValue)
        .map(([body, key, value]) => (typeof body === 'object' && body ? { ...body, [key]: value } : body)),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Percent-encodes a path segment or query value; a lone surrogate goes as the bytes a careless client would send. */
export function encode(value: string): string {
  return Array.from(value, (char) => (/^[\uD800-\uDFFF]$/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join(
    '',
  );
}

type FieldPath = (string | number)[];

/** One numeric field of a JSON body: where it is, the types it takes, and a body that reaches it. */
export type NumericField = { path: FieldPath; types: string[]; body: Record<string, unknown> };

/** `value` set at `path` in a copy of `body`, with the objects and arrays on the way made as needed. */
export function withValueAt(body: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const container = (
    typeof key === 'number' ? [...(Array.isArray(body) ? body : [])] : { ...(isObject ? body : {}) }
  ) as Record<string | number, unknown>;
  container[key] = withValueAt(container[key], rest, value);
  return container;
}

/** The JSON types a schema names, through its union's branches. */
export const typesOf = (schema: JsonSchema): string[] =>
  schema.type ? [schema.type] : (schema.oneOf ?? schema.anyOf ?? []).flatMap(typesOf);

/**
 * The integer and number fields of a JSON body schema, through nested objects, the first item of
 * arrays and each branch of a union. Each comes with a body holding the values that choose its
 * branch (a required field with one allowed value, such as `action: 'accept'`), so a validator
 * reaches the field instead of stopping at the branch.
 */
export function numericFieldsOf(schema: JsonSchema, path: FieldPath = [], body: unknown = {}): NumericField[] {
  const branches = schema.oneOf ?? schema.anyOf;
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    return [{ path, types, body: body as Record<string, unknown> }];
  }
  if (branches) return branches.flatMap((branch) => numericFieldsOf(branch, path, body));
  if (schema.type === 'array' && schema.items) return numericFieldsOf(schema.items, [...path, 0], body);
  if (schema.type !== 'object' || !schema.properties) return [];
  let chosen = body;
  for (const [key, property] of Object.entries(schema.properties)) {
    const only = property.enum?.length === 1 ? property.enum[0] : undefined;
    if (only !== undefined && schema.required?.includes(key)) chosen = withValueAt(chosen, [...path, key], only);
  }
  return Object.entries(schema.properties).flatMap(([key, property]) =>
    numericFieldsOf(property, [...path, key], chosen),
  );
}
