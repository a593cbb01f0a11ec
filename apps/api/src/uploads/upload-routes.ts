import type { FastifyInstance } from 'fastify';
import { pathTo, UPLOAD_ENDPOINTS, UPLOAD_PATHS } from '@polis/api-contract';
import { sessionHoldsContract } from '../contracts/contract-owner';
import { TOKEN_HEADER } from '../contracts/owner-session';
import type { Db } from '../db/database';
import { errorBody } from '../errors';
import { serve } from '../http/endpoint';
import { type UploadStorage, uploadStorageFor } from './storage';

export interface UploadRoutesOptions {
  readonly db: Db;
  readonly storage?: UploadStorage;
}

/** The public path of one stored file (the cabinet's policy view lists them). */
export const contractFilePath = (id: number) => `/api${pathTo(UPLOAD_PATHS.file, { id })}`;

/**
 * A stored upload, to its owner only: the cabinet session (X-Auth-Token) of the phone the application was
 * saved with, or of a user who holds the policy. Anyone else, and an id that does not exist, gets the same 404.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const { db } = options.db;
  const storage = options.storage ?? uploadStorageFor(options.db);

  serve(
    app,
    UPLOAD_ENDPOINTS.file,
    {
      tags: ['cabinet'],
      summary: "A photo or document uploaded with an application, to the policy's owner",
      description:
        'Needs the cabinet token (X-Auth-Token) of the phone the application was saved with: 401 ' +
        "token_required without it; 404 file_not_found for another customer's file or an unknown id.",
    },
    async (request, reply) => {
      const header = request.headers[TOKEN_HEADER];
      if (typeof header !== 'string' || !header.trim()) {
        return reply
          .code(401)
          .send(errorBody('token_required', 'The cabinet token (X-Auth-Token header) is required'));
      }
      const notFound = () => reply.code(404).send(errorBody('file_not_found', 'No such file'));
      const row = await db
        .selectFrom('contract_files')
        .innerJoin('contracts', 'contracts.id', 'contract_files.contract_id')
        .select([
          'contract_files.storage_key',
          'contract_files.content_type',
          'contracts.id as contract_id',
          'contracts.phone',
        ])
        .where('contract_files.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) return notFound();
      if (!(await sessionHoldsContract(db, request, { id: row.contract_id, phone: row.phone })))
        return notFound();
      const bytes = await storage.get(row.storage_key);
      if (!bytes) return notFound();
      return reply
        .header('content-type', row.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
}
