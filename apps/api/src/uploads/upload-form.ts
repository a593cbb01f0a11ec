import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError } from '../errors';
import { sniffType, type UploadType } from './file-types';
import { activePdfNames } from './pdf-actions';
import { stripMetadata } from './strip-metadata';

/** At most 5 MB (5 x 1024 x 1024 bytes) a file, as the spec says. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The refusals of an upload; `details.field` names the form field. */
export type UploadErrorCode =
  | 'file_too_large'
  | 'unsupported_file_type'
  | 'active_pdf'
  | 'unreadable_file'
  | 'empty_file'
  | 'file_required'
  | 'unexpected_file'
  | 'bad_multipart';

const refuse = (status: number, code: UploadErrorCode, message: string, field?: string) =>
  new RequestError(status, code, message, field === undefined ? undefined : { field });

/** A file that passed every check: its type by content, its bytes without metadata. */
export interface CheckedFile {
  readonly field: string;
  readonly type: UploadType;
  readonly bytes: Buffer;
}

/** The form's file fields and the types each takes. */
export type UploadRules = Readonly<Record<string, readonly UploadType[]>>;

const files = new WeakMap<FastifyRequest, ReadonlyMap<string, CheckedFile>>();

/** The checked files of a multipart request (empty for a JSON one). */
export const uploadedFiles = (request: FastifyRequest): ReadonlyMap<string, CheckedFile> =>
  files.get(request) ?? new Map();

/** Every named file, or 400 `file_required` for the first missing one. */
export function requireFiles(request: FastifyRequest, fields: readonly string[]): CheckedFile[] {
  const got = uploadedFiles(request);
  return fields.map((field) => {
    const file = got.get(field);
    if (!file) throw refuse(400, 'file_required', `The file "${field}" is required`, field);
    return file;
  });
}

/** One file's checks, all before anything is stored: size, type by its bytes, metadata removed. */
export function checkFile(field: string, raw: Buffer, allowed: readonly UploadType[]): CheckedFile {
  if (raw.length === 0) throw refuse(400, 'empty_file', `The file "${field}" is empty`, field);
  if (raw.length > MAX_FILE_BYTES)
    throw refuse(413, 'file_too_large', `The file "${field}" is larger than 5 MB`, field);
  const type = sniffType(raw);
  if (!type || !allowed.includes(type)) {
    throw refuse(
      415,
      'unsupported_file_type',
      `The file "${field}" must be ${allowed.map((t) => t.split('/')[1].toUpperCase()).join(', ')}`,
      field,
    );
  }
  if (type === 'application/pdf') {
    const active = activePdfNames(raw);
    if (active.length > 0) {
      throw new RequestError(
        415,
        'active_pdf',
        `The file "${field}" is a PDF with scripts or actions (${active.map((n) => `/${n}`).join(', ')})`,
        { field, names: active },
      );
    }
  }
  const bytes = stripMetadata(type, raw);
  if (!bytes) throw refuse(400, 'unreadable_file', `The file "${field}" is damaged`, field);
  return { field, type, bytes };
}

function refusalOf(error: unknown, field: string | undefined): RequestError {
  if (error instanceof RequestError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return refuse(413, 'file_too_large', 'A file is larger than 5 MB', field);
  if (code === 'FST_FILES_LIMIT') return refuse(400, 'unexpected_file', 'Too many files');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return refuse(400, 'bad_multipart', 'Too many fields');
  if (code === 'FST_PROTO_VIOLATION') return refuse(400, 'bad_multipart', 'A field name is not allowed');
  return refuse(400, 'bad_multipart', 'The multipart body could not be read');
}

/**
 * Registers multipart parsing in the calling plugin's scope: text fields become `request.body` (the route
 * schema validates them), each file field of `rules` is read whole (at most 5 MB), then all files are checked
 * before the handler runs, so a wrong file refuses the request before anything is written. In the body a
 * file field holds the SHA-256 of its bytes: the same files and fields make the same Idempotency-Key body.
 */
export async function uploadForms(app: FastifyInstance, rules: UploadRules) {
  const fileFields = Object.keys(rules);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: fileFields.length,
      fields: 60,
      fieldNameSize: 100,
      fieldSize: 2000,
      parts: 60 + fileFields.length,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, string> = {};
    const raw = new Map<string, Buffer>();
    let current: string | undefined;
    try {
      for await (const part of request.parts()) {
        current = part.fieldname;
        if (part.type === 'file') {
          if (!fileFields.includes(part.fieldname) || raw.has(part.fieldname)) {
            throw refuse(400, 'unexpected_file', `No file "${part.fieldname}" is expected`, part.fieldname);
          }
          raw.set(part.fieldname, await part.toBuffer());
        } else {
          if (part.fieldnameTruncated || part.valueTruncated)
            throw refuse(400, 'bad_multipart', 'A field value is too long', part.fieldname);
          if (fileFields.includes(part.fieldname) || part.fieldname in body) {
            throw refuse(400, 'bad_multipart', `The field "${part.fieldname}" is repeated`, part.fieldname);
          }
          body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        }
      }
    } catch (error) {
      throw refusalOf(error, current);
    }
    const checked = new Map<string, CheckedFile>();
    for (const [field, bytes] of raw) {
      checked.set(field, checkFile(field, bytes, rules[field]));
      body[field] = createHash('sha256').update(bytes).digest('hex');
    }
    files.set(request, checked);
    request.body = body;
  });
}
