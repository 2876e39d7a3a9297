/**
 * What the OpenAPI documents know of a schema object beyond its keywords, kept beside the object
 * rather than in it: a key added to the schema would change what ajv compiles (a `$id` must be
 * unique to ajv, and a schema nested in several bodies would repeat it) and what `FromSchema`
 * derives. Objects are recognised by identity, so the validating schema and the documented one
 * stay the same object.
 */

const names = new WeakMap<object, string>();
const documented = new WeakMap<object, object>();

/**
 * Names `schema` as a resource: the documents hoist it into `components.schemas[name]` and refer to
 * it with `$ref` wherever it occurs (a response, a property, an array's items). Gives it back as it is.
 */
export function namedSchema<S extends object>(name: string, schema: S): S {
  names.set(schema, name);
  return schema;
}

/** The name given to this very object, if any. */
export const schemaNameOf = (schema: object): string | undefined => names.get(schema);

/**
 * A value a feature checks in its own code after ajv (a proof, checked point by point, with messages
 * naming the coordinate; an amount, checked on the digits the client wrote), for which the
 * documents show `documentation` (the full shape and limits) where ajv compiles `schema`. The
 * parser's rules must be exactly those of `documentation`: a test sends what the documents allow.
 */
export function documentedAs<S extends object>(schema: S, documentation: object): S {
  documented.set(schema, documentation);
  return schema;
}

/** What the documents show in place of this very object, if it is checked in code. */
export const documentationOf = (schema: object): object | undefined => documented.get(schema);
