import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from './common';

/*
 * Full kasko (spec 001 "Kasko"): the car catalogue, the tariffs and the calculation. The save
 * (`POST /sayt/kasko/saqlash`) and the wizard are not built yet: apps/api/src/products/kasko/README.md.
 */

const Position = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer({ description: 'UZS, this year' }),
});
const Model = Type.Object({ id: Type.Integer(), name: Type.String(), positions: Type.Array(Position) });
const Brand = Type.Object({ id: Type.Integer(), name: Type.String(), models: Type.Array(Model) });

/** `GET /sayt/kasko/cars`: the brand -> model -> position tree with this year's prices. */
export const KaskoCarsResponse = insurerSuccess('KaskoCarsResponse', {
  cars: Type.Array(Brand),
  depreciation_per_year: Type.Number({ examples: [0.05] }),
});
export type KaskoCarsResponse = Static<typeof KaskoCarsResponse>;

const Localised = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

/** `GET /kasko-neo/get-tarif`: programs (type 0) and constructor risks (type 1). */
export const KaskoTarifResponse = insurerSuccess('KaskoTarifResponse', {
  programs: Type.Array(
    Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String(), percent: Type.Number() }),
  ),
  default_program: Type.Integer(),
  risks: Type.Array(Type.Object({ id: Type.Integer(), name: Localised, percent: Type.Number() })),
  default_liability: Type.Integer({ description: 'each liability, UZS' }),
  min_premium: Type.Integer({ description: 'the start price, UZS' }),
});
export type KaskoTarifResponse = Static<typeof KaskoTarifResponse>;

/** `POST /kasko-neo/hisoblash {price}`. */
export const KaskoHisoblashRequest = Type.Object(
  {
    price: Type.Integer({
      minimum: 1_000_000,
      maximum: 100_000_000_000,
      description: "the car's price, UZS",
    }),
  },
  { $id: 'KaskoHisoblashRequest', additionalProperties: false },
);
export type KaskoHisoblashRequest = Static<typeof KaskoHisoblashRequest>;

export const KaskoHisoblashResponse = insurerSuccess('KaskoHisoblashResponse', {
  tarif_1: Type.Integer(),
  tarif_2: Type.Integer(),
  tarif_3: Type.Integer(),
  konstruktor: Type.Array(Type.Object({ id: Type.Integer(), premium: Type.Integer() }), {
    description: 'each constructor risk priced for this car',
  }),
});
export type KaskoHisoblashResponse = Static<typeof KaskoHisoblashResponse>;
