import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError } from '../errors';

/**
 * The cabinet's forms are multipart/form-data (spec 000 section 7), with short text fields only. Limits keep
 * a form small; the fields become a plain body the route schema then validates like JSON.
 */
const LIMITS = { fields: 20, fieldNameSize: 100, fieldSize: 1000, files: 0, parts: 20 } as const;

const badForm = (message: string) => new RequestError(400, 'bad_multipart', message);

function refusalOf(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return badForm('Files are not accepted here');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badForm(`At most ${LIMITS.fields} fields are accepted`);
  }
  if (code === 'FST_PROTO_VIOLATION') return badForm('A field name is not allowed');
  // Busboy's own failures (no boundary, malformed part headers, ...) are the sender's fault too.
  return badForm('The multipart body could not be read');
}

async function readFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') throw badForm('Files are not accepted here');
    if (part.fieldnameTruncated || part.valueTruncated) {
      throw badForm(`Field values are limited to ${LIMITS.fieldSize} bytes`);
    }
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    const earlier = fields[part.fieldname];
    // A repeated field becomes a list, which every cabinet schema refuses: no silent "last one wins".
    fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
  }
  return fields;
}

/** Registers the multipart parser in the calling plugin's scope only, and turns a form into `request.body`. */
export async function formBodies(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readFields(request);
    } catch (error) {
      throw refusalOf(error);
    }
  });
}
