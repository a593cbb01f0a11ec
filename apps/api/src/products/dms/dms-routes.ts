import type { FastifyInstance } from 'fastify';
import {
  DmsHospitalsResponse,
  DmsPharmacyResponse,
  DmsPlaceQuery,
  ERROR_RESPONSES,
} from '@polis/api-contract';
import { DMS_HOSPITALS, DMS_PHARMACIES, filterPlaces } from './dms-places';

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

/** DMS partner clinics and pharmacies (under /api, channel credential). README.md beside this file. */
export async function dmsRoutes(app: FastifyInstance) {
  const note = 'Filters: category (Basic, Comfort, VIP), region_id, name (part of the name, any case).';
  app.get<{ Querystring: DmsPlaceQuery }>(
    '/dms/hospitals',
    {
      schema: {
        tags: ['dms'],
        summary: 'DMS partner clinics',
        description: note,
        querystring: DmsPlaceQuery,
        response: { 200: DmsHospitalsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<DmsHospitalsResponse> => ({
      ...SUCCESS,
      data: filterPlaces(DMS_HOSPITALS, request.query),
    }),
  );
  app.get<{ Querystring: DmsPlaceQuery }>(
    '/dms/pharmacy',
    {
      schema: {
        tags: ['dms'],
        summary: 'DMS partner pharmacies',
        description: note,
        querystring: DmsPlaceQuery,
        response: { 200: DmsPharmacyResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<DmsPharmacyResponse> => ({
      ...SUCCESS,
      data: filterPlaces(DMS_PHARMACIES, request.query),
    }),
  );
}
