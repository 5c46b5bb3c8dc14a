import fc from 'fast-check';
import {
  encode,
  type FuzzRequest,
  hostileValue,
  integerFor,
  type JsonSchema,
  jsonBodyFor,
  type Operation,
  valueFor,
} from './openapi-fuzz.ts';

/** Path values naming rows the fuzz set up, by parameter name; other parameters come from their schemas. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

type Body = { headers: Record<string, string>; payload?: string | Buffer };

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const word = fc.stringMatching(/^[a-z]{1,10}$/);

function segmentFor(parameter: Operation['pathParams'][number], known: KnownValues): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {};
  const values = known[parameter.name];
  const shaped = values
    ? fc.constantFrom(...values)
    : schema.type === 'integer'
      ? integerFor(schema).map(String)
      : valueFor(schema).map(asText);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue.map(asText) }).map(encode);
}

/** A query string: each named parameter or not, sometimes one more (unknown, repeated or `__proto__`). */
function queryFor(parameters: Operation['queryParams']): fc.Arbitrary<string> {
  const named = parameters.map((parameter) =>
    fc.option(
      valueFor(parameter.schema ?? {}).map((value) => [parameter.name, asText(value)] as const),
      { freq: 2 },
    ),
  );
  const name = fc.oneof(word, fc.constantFrom('__proto__', ...parameters.map((parameter) => parameter.name)));
  const extra = fc.option(fc.tuple(name, hostileValue.map(asText)), { freq: 4 });
  return fc
    .tuple(fc.tuple(...named), extra)
    .map(([pairs, more]) =>
      [...pairs, more].flatMap((pair) => (pair ? [`${encode(pair[0])}=${encode(pair[1])}`] : [])).join('&'),
    );
}

const FILE_HEADS = [
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('ffd8ffe000104a464946', 'hex'),
  Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt '),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('Asset ID,Country,Revenue\nA1,ID,1.5\n'),
  Buffer.alloc(0),
];

/** A multipart form from a schema's parts: whole, cut off anywhere, or with a boundary of the wrong kind. */
function multipartFor(schema: JsonSchema): fc.Arbitrary<Body> {
  const fieldNames = Object.keys(schema.properties ?? {}).filter((name) => name !== 'file');
  const field = fc.tuple(
    fc.oneof(fc.constantFrom('type', 'period', 'store', ...fieldNames), word),
    fc.oneof(word, hostileValue.map(asText)),
  );
  const file = fc.record({
    name: fc.constantFrom('file', 'file', 'other'),
    filename: fc.oneof(
      word.map((name) => `${name}.bin`),
      hostileValue.map(asText),
    ),
    type: fc.constantFrom('application/octet-stream', 'image/jpeg', 'text/csv', 'application/json'),
    bytes: fc
      .tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 3000 }))
      .map(([head, rest]) => Buffer.concat([head, rest])),
  });
  const contentType = fc.constantFrom(
    '; boundary=fuzz-b',
    '; boundary=fuzz-b',
    '',
    '; boundary=',
    '; boundary=other',
    '; boundary="fuzz-b"',
    ';BOUNDARY=fuzz-b; boundary=other',
    '; charset=utf-16; boundary=fuzz-b',
  );
  return fc
    .record({
      fields: fc.array(field, { maxLength: 3 }),
      file: fc.option(file, { freq: 6 }),
      cut: fc.option(fc.nat(), { freq: 3 }),
      contentType,
    })
    .map(({ fields, file, cut, contentType }) => {
      const parts = fields.map(([name, value]) =>
        Buffer.from(`--fuzz-b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      if (file) {
        const head = `--fuzz-b\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
        parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from('--fuzz-b--\r\n'));
      const whole = Buffer.concat(parts);
      return {
        headers: { 'content-type': `multipart/form-data${contentType}` },
        payload: cut === null ? whole : whole.subarray(0, cut % (whole.length + 1)),
      };
    });
}

/** Bodies of the wrong kind: none, text, a form, XML, or JSON where something else is due. */
const otherBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ headers: {} }),
  hostileValue.map((value) => ({ headers: { 'content-type': 'text/plain' }, payload: asText(value) })),
  fc.constant({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'file=x&type=youtube' }),
  fc.constant({ headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
  hostileValue.map((value) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? '',
  })),
  fc.constant({ headers: { 'content-type': 'application/json' }, payload: '' }),
);

const JSON_TYPES = ['APPLICATION/JSON', 'application/json; charset=utf-16', 'application/json;;', 'application/jsonx'];

function jsonFor(schema: JsonSchema): fc.Arbitrary<Body> {
  const text = jsonBodyFor(schema).map((body) => JSON.stringify(body) ?? 'null');
  return fc.oneof(
    { weight: 8, arbitrary: text.map((payload) => ({ headers: { 'content-type': 'application/json' }, payload })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom(...JSON_TYPES))
        .map(([payload, type]) => ({ headers: { 'content-type': type }, payload })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(text, fc.nat()).map(([payload, cut]) => ({
        headers: { 'content-type': 'application/json' },
        payload: payload.slice(0, cut % payload.length),
      })),
    },
    { weight: 1, arbitrary: multipartFor({}) },
    { weight: 1, arbitrary: otherBody },
  );
}

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  if (operation.body?.type === 'json') return jsonFor(operation.body.schema);
  if (operation.body?.type === 'multipart') {
    return fc.oneof({ weight: 6, arbitrary: multipartFor(operation.body.schema) }, { weight: 2, arbitrary: otherBody });
  }
  // A route with no body still meets clients that send one.
  return fc.oneof({ weight: 4, arbitrary: fc.constant({ headers: {} }) }, { weight: 1, arbitrary: otherBody });
}

/** Requests for one operation, built from and around its parameters' and body's schemas. */
export function requestsFor(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const segments = Object.fromEntries(
    operation.pathParams.map((parameter) => [parameter.name, segmentFor(parameter, known)]),
  );
  return fc
    .record({ segments: fc.record(segments), query: queryFor(operation.queryParams), body: bodyFor(operation) })
    .map(({ segments, query, body }) => {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? '');
      return { method: operation.method, url: query ? `${path}?${query}` : path, ...body };
    });
}
