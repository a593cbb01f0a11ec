import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody } from './common';
import { endpoint } from './endpoint';
import { DRAFT_PATHS } from './paths';

/**
 * Applications in progress (issue 24). A wizard keeps its answers, personal ones included, on the server under
 * an id of 32 random bytes (base64url) that only that browser tab holds (sessionStorage): the tab makes it on
 * the first change and puts every change to it (`PUT` creates the draft when there is none, so a write sent as
 * the page is left needs no answer first); `POST` makes a draft with an id of the server's. A draft opens only with its id, and, when a
 * cabinet session made it, only with that session too (404 otherwise); it expires 24 hours after its last
 * change, and the payment of the application saved from it deletes it. Answers are `no-store`.
 */

export const DraftId = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  description: 'the id the create answered (only the browser tab that made the draft holds it)',
});

export const DraftParams = Type.Object({ id: DraftId }, { $id: 'DraftParams' });
export type DraftParams = Static<typeof DraftParams>;

export const DraftFileParams = Type.Object(
  { id: DraftId, name: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}$', description: "the wizard's name" }) },
  { $id: 'DraftFileParams' },
);
export type DraftFileParams = Static<typeof DraftFileParams>;

const DraftProduct = Type.String({ pattern: '^[a-z][a-z0-9-]{1,39}$', examples: ['osago'] });

/** The wizard's answers as it keeps them: the server stores them whole and reads nothing in them. */
const DraftData = Type.Object(
  {},
  { additionalProperties: true, description: "the wizard's answers (at most 256 KB of JSON)" },
);

const IsoTime = Type.String({ description: 'ISO 8601 time', examples: ['2026-11-28T09:30:00.000Z'] });

export const DraftCreate = Type.Object(
  { product: DraftProduct, data: DraftData },
  { $id: 'DraftCreate', additionalProperties: false },
);
export type DraftCreate = Static<typeof DraftCreate>;

export const DraftUpdate = Type.Object(
  { product: DraftProduct, data: DraftData },
  { $id: 'DraftUpdate', additionalProperties: false },
);
export type DraftUpdate = Static<typeof DraftUpdate>;

export const DraftKept = Type.Object(
  { id: DraftId, expires_at: IsoTime },
  { $id: 'DraftKept', description: 'the draft and when it expires unless changed again' },
);
export type DraftKept = Static<typeof DraftKept>;

export const DraftFileInfo = Type.Object(
  {
    name: Type.String(),
    content_type: Type.String({ examples: ['image/jpeg'] }),
    size: Type.Integer({ description: 'bytes, after metadata was removed' }),
  },
  { $id: 'DraftFileInfo' },
);
export type DraftFileInfo = Static<typeof DraftFileInfo>;

export const Draft = Type.Object(
  {
    id: DraftId,
    product: DraftProduct,
    data: DraftData,
    files: Type.Array(DraftFileInfo),
    expires_at: IsoTime,
  },
  { $id: 'Draft' },
);
export type Draft = Static<typeof Draft>;

/** At most this many files in one draft (a job-loss application has four). */
export const MAX_DRAFT_FILES = 10;

const NOT_FOUND = ['draft_not_found'] as const;

export const DRAFT_ENDPOINTS = {
  create: endpoint(DRAFT_PATHS.create, { body: DraftCreate, response: { 201: DraftKept } }, ['validation']),
  read: endpoint(DRAFT_PATHS.read, { params: DraftParams, response: { 200: Draft } }, [
    'validation',
    ...NOT_FOUND,
  ]),
  update: endpoint(
    DRAFT_PATHS.update,
    { params: DraftParams, body: DraftUpdate, response: { 200: DraftKept, 201: DraftKept, 409: ErrorBody } },
    ['validation', ...NOT_FOUND, 'draft_conflict'],
  ),
  remove: endpoint(DRAFT_PATHS.remove, { params: DraftParams, response: { 204: Type.Null() } }, [
    'validation',
    ...NOT_FOUND,
  ]),
  file: endpoint(DRAFT_PATHS.file, { params: DraftFileParams, response: {} }, [
    'validation',
    ...NOT_FOUND,
    'file_not_found',
  ]),
  putFile: endpoint(
    DRAFT_PATHS.putFile,
    { params: DraftFileParams, response: { 200: DraftFileInfo, 409: ErrorBody } },
    [
      'validation',
      ...NOT_FOUND,
      'file_required',
      'file_too_large',
      'unsupported_file_type',
      'active_pdf',
      'unreadable_file',
      'empty_file',
      'too_many_files',
    ],
  ),
} as const;
