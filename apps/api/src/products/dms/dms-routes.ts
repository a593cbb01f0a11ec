import type { FastifyInstance } from 'fastify';
import { DMS_ENDPOINTS } from '@polis/api-contract';
import { serve } from '../../http/endpoint';
import { DMS_HOSPITALS, DMS_PHARMACIES, filterPlaces } from './dms-places';

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

/** DMS partner clinics and pharmacies (under /api, channel credential). README.md beside this file. */
export async function dmsRoutes(app: FastifyInstance) {
  const description =
    'Filters: category (Basic, Comfort, VIP), region_id, name (part of the name, any case).';
  serve(
    app,
    DMS_ENDPOINTS.hospitals,
    { tags: ['dms'], summary: 'DMS partner clinics', description },
    async (request) => ({
      ...SUCCESS,
      data: filterPlaces(DMS_HOSPITALS, request.query),
    }),
  );
  serve(
    app,
    DMS_ENDPOINTS.pharmacies,
    { tags: ['dms'], summary: 'DMS partner pharmacies', description },
    async (request) => ({
      ...SUCCESS,
      data: filterPlaces(DMS_PHARMACIES, request.query),
    }),
  );
}
