import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;
type ValidatorFactory = NonNullable<Factories['buildValidator']>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), compiled once per process
 * instead of once per server: the route schemas are module constants, so a second server of the same process
 * (the tests build hundreds) takes every validator and serializer from the first. Building them was nine
 * tenths of a server's start.
 *
 * - Validators: one pooled Ajv per set of shared schemas and options (Fastify's default keeps one per server);
 *   Ajv keeps what it compiled by schema object.
 * - Serializers: by schema object, per set of shared schemas and options.
 *
 * Header schemas are written in lower case (`x-auth-token`), as Fastify's default compiler would make them.
 */
const buildValidator: ValidatorFactory = AjvCompiler();

const defaultSerializers = SerializerSelector();
const serializerCaches = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const build = defaultSerializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options ?? null]);
  const cache = serializerCaches.get(key) ?? new WeakMap<object, Serializer>();
  serializerCaches.set(key, cache);
  return (route) => {
    const schema = route.schema as object;
    const kept = cache.get(schema);
    if (kept) return kept;
    const made = build(route);
    cache.set(schema, made);
    return made;
  };
};

export const schemaController: SchemaController = { compilersFactory: { buildValidator, buildSerializer } };
