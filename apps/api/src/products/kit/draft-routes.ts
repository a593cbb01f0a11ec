import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DRAFT_ENDPOINTS,
  DRAFT_FILE_FIELD,
  MAX_DRAFT_FILES,
  type Draft,
  type DraftFileInfo,
  type DraftKept,
} from '@polis/api-contract';
import type { Db } from '../../db/database';
import { errorBody } from '../../errors';
import { serve } from '../../http/endpoint';
import {
  createDraft,
  createDraftAt,
  deleteDraft,
  openDraft,
  purgeDrafts,
  sessionUserId,
  updateDraft,
  type OpenDraft,
} from '../../contracts/drafts';
import { DOCUMENT_TYPES } from '../../uploads/file-types';
import { requireFiles, uploadForms } from '../../uploads/upload-form';

export interface DraftRoutesOptions {
  readonly db: Db;
  readonly now?: () => Date;
}

/** 256 KB of answers: a wizard's JSON is a few KB; files travel apart. */
const DRAFT_BODY_LIMIT = 256 * 1024;

const LIMITED = { config: { clientLimit: 'draft' } } as const;

const notFound = (reply: FastifyReply) =>
  reply.code(404).send(errorBody('draft_not_found', 'No application in progress behind this id'));

/**
 * Applications in progress, once for every wizard (issue 24): the answers are opaque JSON to the server, kept
 * under the id's hash for 24 hours after the last change; the files chosen in the wizard pass the upload checks
 * (type by content, metadata removed) and are kept as bytes beside them. An unknown, expired or someone else's
 * draft is the same 404.
 */
export async function draftRoutes(app: FastifyInstance, options: DraftRoutesOptions): Promise<void> {
  const { db } = options.db;
  const clock = options.now ?? (() => new Date());
  let lastPurge = 0;
  const open = async (request: Parameters<typeof sessionUserId>[1], id: string): Promise<OpenDraft | null> =>
    openDraft(db, id, await sessionUserId(db, request), clock());

  serve(
    app,
    DRAFT_ENDPOINTS.create,
    {
      tags: ['drafts'],
      summary: "Keep a wizard's answers: a new application in progress, and its id",
      description:
        'The id is answered once: only the browser tab that made the draft holds it. Made with a cabinet session ' +
        '(X-Auth-Token), the draft opens only with that session too. It expires 24 hours after its last change.',
    },
    async (request, reply): Promise<DraftKept> => {
      const now = clock();
      if (now.getTime() - lastPurge > 60_000) {
        lastPurge = now.getTime();
        await purgeDrafts(db, now);
      }
      const { product, data } = request.body;
      const made = await createDraft(
        db,
        { product, data: JSON.stringify(data), ownerUserId: await sessionUserId(db, request) },
        now,
      );
      reply.code(201);
      return { id: made.id, expires_at: made.expiresAt };
    },
    { ...LIMITED, bodyLimit: DRAFT_BODY_LIMIT },
  );

  serve(
    app,
    DRAFT_ENDPOINTS.read,
    {
      tags: ['drafts'],
      summary: 'An application in progress: its answers and the files chosen in it',
      description: '404 draft_not_found for an unknown or expired id, or a draft of another cabinet session.',
    },
    async (request, reply) => {
      const draft = await open(request, request.params.id);
      if (!draft) return notFound(reply);
      const files = await db
        .selectFrom('draft_files')
        .select(['name', 'content_type', 'size_bytes'])
        .where('draft_key', '=', draft.key)
        .orderBy('name')
        .execute();
      const answer: Draft = {
        id: request.params.id,
        product: draft.product,
        data: JSON.parse(draft.data) as Draft['data'],
        files: files.map((f) => ({ name: f.name, content_type: f.content_type, size: f.size_bytes })),
        expires_at: draft.expiresAt,
      };
      return answer;
    },
  );

  serve(
    app,
    DRAFT_ENDPOINTS.update,
    {
      tags: ['drafts'],
      summary: "Keep an application in progress's answers under the tab's id (created when there is none)",
      description:
        'The tab makes the id (32 random bytes, base64url) on the first change: 201 the draft was made, 200 its ' +
        "answers replaced (its 24 hours start again). Another session's draft is 404 draft_not_found; another " +
        "product's 409 draft_conflict.",
    },
    async (request, reply) => {
      const { id } = request.params;
      const { product, data } = request.body;
      const now = clock();
      const userId = await sessionUserId(db, request);
      const made = await createDraftAt(
        db,
        id,
        { product, data: JSON.stringify(data), ownerUserId: userId },
        now,
      );
      if (made.created) return reply.code(201).send({ id, expires_at: made.expiresAt } satisfies DraftKept);
      const draft = await openDraft(db, id, userId, now);
      if (!draft) return notFound(reply);
      if (draft.product !== product)
        return reply.code(409).send(errorBody('draft_conflict', 'This draft is of another product'));
      const expiresAt = await updateDraft(db, draft.key, JSON.stringify(data), now);
      return { id, expires_at: expiresAt } satisfies DraftKept;
    },
    { ...LIMITED, bodyLimit: DRAFT_BODY_LIMIT },
  );

  serve(
    app,
    DRAFT_ENDPOINTS.remove,
    { tags: ['drafts'], summary: 'Delete an application in progress and its files' },
    async (request, reply) => {
      const draft = await open(request, request.params.id);
      if (!draft) return notFound(reply);
      await deleteDraft(db, draft.key);
      return reply.code(204).send();
    },
    LIMITED,
  );

  serve(
    app,
    DRAFT_ENDPOINTS.file,
    {
      tags: ['drafts'],
      summary: 'A file chosen in an application in progress (its bytes)',
      description: '404 file_not_found when the draft holds no file of that name.',
    },
    async (request, reply) => {
      const draft = await open(request, request.params.id);
      if (!draft) return notFound(reply);
      const file = await db
        .selectFrom('draft_files')
        .select(['content_type', 'bytes'])
        .where('draft_key', '=', draft.key)
        .where('name', '=', request.params.name)
        .executeTakeFirst();
      if (!file) return reply.code(404).send(errorBody('file_not_found', 'No such file in this draft'));
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'attachment')
        .send(Buffer.from(file.bytes));
    },
  );

  // The file route parses its own multipart form: one file, checked before the handler runs.
  await app.register(async (scope) => {
    await uploadForms(scope, { [DRAFT_FILE_FIELD]: DOCUMENT_TYPES });
    serve(
      scope,
      DRAFT_ENDPOINTS.putFile,
      {
        tags: ['drafts'],
        summary: 'Keep a file chosen in an application in progress (multipart, field `file`)',
        description:
          'JPEG, PNG, WebP or PDF up to 5 MB, checked as any upload (type by content, metadata removed); the same ' +
          `name replaces the file. 409 too_many_files past ${MAX_DRAFT_FILES} files in one draft.`,
        consumes: ['multipart/form-data'],
      },
      async (request, reply) => {
        const draft = await open(request, request.params.id);
        if (!draft) return notFound(reply);
        const [file] = requireFiles(request, [DRAFT_FILE_FIELD]);
        const { name } = request.params;
        const others = await db
          .selectFrom('draft_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('draft_key', '=', draft.key)
          .where('name', '<>', name)
          .executeTakeFirstOrThrow();
        if (Number(others.n) >= MAX_DRAFT_FILES)
          return reply
            .code(409)
            .send(errorBody('too_many_files', `At most ${MAX_DRAFT_FILES} files in one application`));
        const now = clock();
        await db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('draft_files')
            .where('draft_key', '=', draft.key)
            .where('name', '=', name)
            .execute();
          await trx
            .insertInto('draft_files')
            .values({
              draft_key: draft.key,
              name,
              content_type: file.type,
              size_bytes: file.bytes.length,
              bytes: file.bytes,
              created_at: now.toISOString(),
            })
            .execute();
        });
        await updateDraft(db, draft.key, draft.data, now);
        return { name, content_type: file.type, size: file.bytes.length } satisfies DraftFileInfo;
      },
      LIMITED,
    );
  });
}
