import { Value } from '@sinclair/typebox/value';
import { InsurerFailure } from './common';
import {
  InnRequest,
  OrganizationResponse,
  PersonLookupRequest,
  RegionsResponse,
  SaytPersonResponse,
} from './registries';

describe('PersonLookupRequest', () => {
  it.each([
    { birthday: '15.03.1990', passportSeria: 'AA', passportNumber: '1234567', pinfl: '' },
    { birthday: '1990-03-15', pinfl: '31503902610013' },
    { birthday: '15.03.1990', passportSeria: 'aa', passportNumber: '1234567' },
  ])('accepts %j', (body) => {
    expect(Value.Check(PersonLookupRequest, body)).toBe(true);
  });

  it.each([
    { passportSeria: 'AA', passportNumber: '1234567' },
    { birthday: '15/03/1990', passportSeria: 'AA', passportNumber: '1234567' },
    { birthday: '15.03.1990', passportSeria: 'AAA', passportNumber: '1234567' },
    { birthday: '15.03.1990', passportSeria: 'AA', passportNumber: '12345678' },
    { birthday: '15.03.1990', pinfl: '3150390261001' },
  ])('refuses %j', (body) => {
    expect(Value.Check(PersonLookupRequest, body)).toBe(false);
  });
});

it('keeps the insurer envelope: success has error 0, failure error >= 1 with error_message and code', () => {
  const failure = { error: 1, result: false, message: 'x', error_message: 'x', code: 'person_not_found' };
  expect(Value.Check(InsurerFailure, failure)).toBe(true);
  expect(Value.Check(InsurerFailure, { ...failure, error: 0 })).toBe(false);
  expect(Value.Check(SaytPersonResponse, failure)).toBe(true);
  expect(
    Value.Check(SaytPersonResponse, {
      error: 0,
      result: true,
      message: 'success',
      ism: 'Alisher',
      familya: 'Karimov',
      otasi: 'Bahodirovich',
      ism_eng: 'ALISHER',
      familya_eng: 'KARIMOV',
      pinfl: '31503902610013',
    }),
  ).toBe(true);
  expect(Value.Check(SaytPersonResponse, { error: 0, result: true, message: 'success' })).toBe(false);
});

it('describes a company with a nullable short name and region', () => {
  const organization = {
    inn: '200123456',
    name: 'Qoraqalpoq Tuz',
    short_name: null,
    direktor: 'x',
    manzil: 'x',
    bank: 'x',
    mfo: '00655',
    schet: '20208000901012345010',
    oked: '08930',
    region_id: 95,
    region: null,
  };
  expect(
    Value.Check(OrganizationResponse, { error: 0, result: true, message: 'success', organization }),
  ).toBe(true);
  expect(Value.Check(InnRequest, { inn: '20012345' })).toBe(false);
});

it('puts districts under districts.result as the spec reads them', () => {
  const district = { id: 101, region_id: 1, name_uz: 'a', name_ru: 'b', name_en: 'c' };
  const region = { id: 1, name_uz: 'a', name_ru: 'b', name_en: 'c' };
  const ok = {
    error: 0,
    result: true,
    message: 'success',
    regions: [region],
    districts: { result: [district] },
  };
  expect(Value.Check(RegionsResponse, ok)).toBe(true);
  expect(Value.Check(RegionsResponse, { ...ok, districts: [district] })).toBe(false);
});
