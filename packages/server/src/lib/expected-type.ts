import { z } from 'zod';

type Schema = z.core.$ZodType;

/** The part of a JSON Schema document the type lookup reads. */
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The JSON type of a value, as JSON Schema names it; a whole number is an `integer`. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const documents = new WeakMap<Schema, JsonSchema>();

/** The schema's input as the OpenAPI document shows it, made once per schema. */
function documentOf(schema: Schema): JsonSchema {
  let document = documents.get(schema);
  if (!document) {
    try {
      document = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      // A schema JSON Schema cannot describe says nothing about types: no value is called the wrong type.
      document = {};
    }
    documents.set(schema, document);
  }
  return document;
}

function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  if (!node.$ref) return node;
  if (node.$ref === '#') return root;
  const name = node.$ref.replace('#/$defs/', '');
  return root.$defs?.[name] ?? {};
}

const branchesOf = (node: JsonSchema) => [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];

/** The schemas that describe the value at `path`, through every branch of a union. */
function nodesAt(root: JsonSchema, given: JsonSchema, path: readonly PropertyKey[]): JsonSchema[] {
  const node = resolve(root, given);
  const [key, ...rest] = path;
  if (key === undefined) return [node];
  const inBranches = branchesOf(node).flatMap((branch) => nodesAt(root, branch, path));
  const index = typeof key === 'number' ? key : Number.NaN;
  const child =
    node.properties?.[String(key)] ??
    node.prefixItems?.[index] ??
    (Number.isInteger(index) ? node.items : undefined) ??
    (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
  return [...(child ? nodesAt(root, child, rest) : []), ...inBranches];
}

/** The JSON types a node takes, or null when it takes any (or says nothing). */
function typesOf(root: JsonSchema, given: JsonSchema): string[] | null {
  const node = resolve(root, given);
  if (node.type) return Array.isArray(node.type) ? node.type : [node.type];
  if (node.enum) return node.enum.map(jsonTypeOf);
  if (node.const !== undefined) return [jsonTypeOf(node.const)];
  const branches = branchesOf(node);
  if (branches.length === 0) return null;
  const types = branches.map((branch) => typesOf(root, branch));
  return types.some((type) => type === null) ? null : (types.flat() as string[]);
}

/**
 * The type the document gives the value at `path` when `value` is not of it, as JSON Schema type
 * names joined by `|` (`integer`, `integer|string`); null when the value's type is one it takes,
 * or the schema does not say.
 */
export function wrongTypeAt(schema: Schema, path: readonly PropertyKey[], value: unknown): string | null {
  const root = documentOf(schema);
  const types = new Set<string>();
  for (const node of nodesAt(root, root, path)) {
    const taken = typesOf(root, node);
    if (taken === null) return null;
    for (const type of taken) types.add(type);
  }
  const actual = jsonTypeOf(value);
  if (types.size === 0 || types.has(actual) || (actual === 'integer' && types.has('number'))) return null;
  if (types.has('number')) types.delete('integer');
  types.delete('null');
  return [...types].join('|') || null;
}
