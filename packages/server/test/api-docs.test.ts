import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonTypeOf } from '../src/lib/expected-type.ts';
import { type JsonSchema, type OpenApiDocument, typesOf } from './support/openapi-fuzz.ts';
import { repoRoot } from './support/processes.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * docs/api.md against the app's own OpenAPI document: the routes it names (`GET /api/…` and the
 * `curl` examples), the path prefixes it names (`/api/v2/*`), and the shape of each example answer.
 */
const t = useTestApp();
const API_DOC = fs.readFileSync(path.join(repoRoot, 'docs/api.md'), 'utf8');

type Response = { content?: Record<string, { schema?: JsonSchema }> };
type Document = OpenApiDocument & {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
};

/** A call the page makes with `curl`, and the answer it shows on the `# {…}` line after it, if any. */
type Example = { method: string; path: string; answer: string | null };

/** The document's own address: it is not in the document it serves. */
const SELF = 'GET /api/openapi.json';

/** `GET /api/…` mentions in the text, without query strings or trailing punctuation. */
function namedRoutes(text: string): string[] {
  return [...text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s`'"),]*)/g)].map(
    ([, method, route]) => `${method} ${(route ?? '').split('?')[0]?.replace(/[.:;]+$/, '')}`,
  );
}

/** The `curl` calls of the page's code blocks, each with its method and the answer line below it. */
function curlExamples(text: string): Example[] {
  const lines = text.replace(/\\\n\s*/g, ' ').split('\n');
  return lines.flatMap((line, index) => {
    const url = line.match(/^curl .*?'?https?:\/\/localhost:\d+(\/[^\s'?]*)/)?.[1];
    if (!url) return [];
    const method = line.match(/ -X (\w+)/)?.[1] ?? (/ (-d|--data)\b/.test(line) ? 'POST' : 'GET');
    const next = lines[index + 1] ?? '';
    return [{ method, path: url, answer: next.startsWith('# {') ? next.slice(2) : null }];
  });
}

/** An example answer as JSON: `…` as a member stands for more of them, as a value for any value (null). */
function parseExample(answer: string): unknown {
  const json = answer
    .replace(/,\s*…(?=\s*[}\]])/g, '')
    .replace(/([[{])\s*…\s*(?=[}\]])/g, '$1')
    .replace(/:\s*…/g, ':null');
  return JSON.parse(json);
}

/** The document path a concrete path falls under (`/api/x/1` under `/api/x/{id}`), if any. */
function templateOf(document: Document, route: string): string | undefined {
  return Object.keys(document.paths).find((template) =>
    new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`).test(route),
  );
}

/** Where an example answer differs from its schema: a member the schema has not, or a value of another type. */
function mismatches(value: unknown, schema: JsonSchema, at = 'answer'): string[] {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches && !schema.type) {
    const fits = branches.map((branch) => mismatches(value, branch, at));
    return fits.some((list) => list.length === 0) ? [] : (fits[0] ?? []);
  }
  // `…` as a value stands for any value.
  if (value === null) return [];
  const types = typesOf(schema);
  const type = jsonTypeOf(value);
  if (types.length > 0 && !types.includes(type) && !(type === 'integer' && types.includes('number'))) {
    return [`${at} is ${type}, the document says ${types.join(' or ')}`];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => mismatches(item, schema.items ?? {}, `${at}[${index}]`));
  if (type !== 'object') return [];
  const extra = (schema as { additionalProperties?: JsonSchema | boolean }).additionalProperties;
  return Object.entries(value as Record<string, unknown>).flatMap(([key, member]) => {
    const property = schema.properties?.[key] ?? (typeof extra === 'object' ? extra : undefined);
    return property ? mismatches(member, property, `${at}.${key}`) : [`${at}.${key} is not in the document`];
  });
}

/** The schema of an operation's first success answer. */
function successSchema(document: Document, method: string, route: string): JsonSchema | undefined {
  const template = templateOf(document, route);
  const responses = template ? (document.paths[template]?.[method.toLowerCase()]?.responses ?? {}) : {};
  const success = Object.keys(responses)
    .filter((status) => status.startsWith('2'))
    .sort()[0];
  return success ? responses[success]?.content?.['application/json']?.schema : undefined;
}

async function openApiDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as Document;
}

describe('docs/api.md', () => {
  it('names only routes the OpenAPI document has, with that method', async () => {
    const document = await openApiDocument();
    const routes = [
      ...namedRoutes(API_DOC),
      ...curlExamples(API_DOC).map((example) => `${example.method} ${example.path}`),
    ];
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((route) => {
      if (route === SELF) return false;
      const [method = '', pathname = ''] = route.split(' ');
      const template = templateOf(document, pathname);
      return !template || !document.paths[template]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('names only path prefixes that have routes under them', async () => {
    const paths = Object.keys((await openApiDocument()).paths);
    const prefixes = [...API_DOC.matchAll(/`(\/[\w/-]*)\/\*`/g)].map(([, prefix]) => `${prefix}/`);
    expect(prefixes).toEqual(expect.arrayContaining(['/api/v2/', '/api/ops/', '/api/notifications/']));
    expect(prefixes.filter((prefix) => !paths.some((route) => route.startsWith(prefix)))).toEqual([]);
  });

  it('shows each example answer in the shape the document gives that call', async () => {
    const document = await openApiDocument();
    const answered = curlExamples(API_DOC).filter((example) => example.answer !== null);
    expect(answered.map((example) => example.path)).toContain('/api/notifications/all');
    const wrong = answered.flatMap((example) => {
      const schema = successSchema(document, example.method, example.path);
      if (!schema) return [`${example.method} ${example.path} has no success answer in the document`];
      return mismatches(parseExample(example.answer ?? ''), schema).map(
        (problem) => `${example.method} ${example.path}: ${problem}`,
      );
    });
    expect(wrong).toEqual([]);
  });

  it('would catch an answer of another shape, such as a paged notification list', async () => {
    const schema = successSchema(await openApiDocument(), 'GET', '/api/notifications/all') ?? {};
    const paged = parseExample('{"data":{"results":[…],"page":1,"limit":20,"total":…}}');
    expect(mismatches(paged, schema)).toEqual(['answer.data is object, the document says array']);
    expect(mismatches(parseExample('{"data":[{"id":"7",…}]}'), schema)).toEqual([
      'answer.data[0].id is string, the document says integer',
    ]);
  });
});
