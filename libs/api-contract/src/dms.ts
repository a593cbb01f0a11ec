import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from './common';

/*
 * DMS (corporate health cover, spec 001): the partner clinics and pharmacies. Server:
 * apps/api/src/products/dms/README.md.
 */

export const DMS_CATEGORIES = ['Basic', 'Comfort', 'VIP'] as const;
export type DmsCategory = (typeof DMS_CATEGORIES)[number];

/** `GET /dms/hospitals` and `GET /dms/pharmacy`: every filter optional. */
export const DmsPlaceQuery = Type.Object(
  {
    category: Type.Optional(Type.Union(DMS_CATEGORIES.map((c) => Type.Literal(c)))),
    region_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { $id: 'DmsPlaceQuery', additionalProperties: false },
);
export type DmsPlaceQuery = Static<typeof DmsPlaceQuery>;

export const DmsPlace = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    category: Type.Union(
      DMS_CATEGORIES.map((c) => Type.Literal(c)),
      {
        description: 'the lowest programme whose holders are served here (a VIP holder is served everywhere)',
      },
    ),
    region_id: Type.Integer(),
    city: Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() }),
    address: Type.String(),
    phone: Type.String(),
  },
  { $id: 'DmsPlace' },
);
export type DmsPlace = Static<typeof DmsPlace>;

export const DmsHospitalsResponse = insurerSuccess('DmsHospitalsResponse', { data: Type.Array(DmsPlace) });
export type DmsHospitalsResponse = Static<typeof DmsHospitalsResponse>;
export const DmsPharmacyResponse = insurerSuccess('DmsPharmacyResponse', { data: Type.Array(DmsPlace) });
export type DmsPharmacyResponse = Static<typeof DmsPharmacyResponse>;
