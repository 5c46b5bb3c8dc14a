import { z } from 'zod';

type Schema = z.core.$ZodType;
type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;

/** Schemas already made strict, so a shared part is rebuilt once and a recursive one ends. */
const made = new WeakMap<Schema, Schema>();

const withDef = (schema: Schema, def: Record<string, unknown>): Schema =>
  new schema._zod.constr({ ...schema._zod.def, ...def });

const strictAll = (schemas: readonly Schema[]) => schemas.map((item) => strictSchema(item));

/** The same schema with its parts made strict; types with no objects inside come back as they are. */
function rebuild(schema: Schema): Schema {
  const def = schema._zod.def as AnyDef;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([key, value]) => [key, strictSchema(value)]),
      );
      // A catch-all the schema chose (loose, or typed extras) stays; only the silent default is refused.
      return withDef(schema, { shape, catchall: def.catchall ?? z.never() });
    }
    case 'array':
      return withDef(schema, { element: strictSchema(def.element as Schema) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return withDef(schema, { innerType: strictSchema(def.innerType as Schema) });
    case 'pipe':
      return withDef(schema, { in: strictSchema(def.in as Schema), out: strictSchema(def.out as Schema) });
    case 'union':
      return withDef(schema, { options: strictAll(def.options as Schema[]) });
    case 'tuple':
      return withDef(schema, {
        items: strictAll(def.items as Schema[]),
        rest: def.rest ? strictSchema(def.rest as Schema) : def.rest,
      });
    case 'record':
      return withDef(schema, { valueType: strictSchema(def.valueType as Schema) });
    case 'lazy': {
      const getter = def.getter as () => Schema;
      return withDef(schema, { getter: () => strictSchema(getter()) });
    }
    default:
      // Intersections too: each side would refuse the other side's keys.
      return schema;
  }
}

/**
 * A copy of a zod schema in which every object refuses keys it does not name (zod's default drops
 * them silently), all the way down, so a request body with a field the API does not know is a 400
 * naming that field rather than a value quietly ignored.
 */
export function strictSchema<S extends Schema>(schema: S): S {
  const known = made.get(schema);
  if (known) return known as S;
  // A recursive schema meets itself through a lazy getter, which runs after this entry is set.
  const strict = rebuild(schema);
  made.set(schema, strict);
  // A rebuilt schema is made by the original's own constructor.
  return strict as S;
}
