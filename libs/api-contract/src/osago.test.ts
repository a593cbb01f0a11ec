import { Value } from '@sinclair/typebox/value';
import {
  CopySaveRequest,
  DriverCheckResponse,
  ExtensionSaveRequest,
  SavePolicyRequest,
  SavePolicyResponse,
} from './osago';
import { CheckIpResponse } from './vehicle';
import { OSAGO_SAVE_EXAMPLE } from './examples';

const {
  owner_birthday: _birthday,
  owner__pass_seria: _series,
  owner__pass_number: _number,
  discountId: _discount,
  ...withoutOwner
} = OSAGO_SAVE_EXAMPLE;
const policy = { ...withoutOwner, startDate: '15.01.2026' };
const person = { ...OSAGO_SAVE_EXAMPLE, startDate: '15.01.2026' };
const blankDriver = {
  passport__seria: '',
  passport__number: '',
  driver_birthday: '',
  licenseSeria: null,
  licenseNumber: null,
  licenseIssueDate: null,
  relative: 0,
  name: '',
};
const legal = {
  ...policy,
  drivers: [blankDriver],
  owner__inn: '301234567',
  applicant_pinfl: null,
  applicant_info: { inn: '301234567' },
};

describe('OSAGO save bodies (spec 000 section 7)', () => {
  it.each([
    ['an individual', person],
    ['a legal entity with its blank driver', legal],
    [
      'a plate with spaces and a number-plate add-on',
      { ...person, gos_number: '01 a 123 bc', gos_number_insurance: true },
    ],
  ])('accepts %s', (_what, body) => expect(Value.Check(SavePolicyRequest, body)).toBe(true));

  it.each([
    ['a phone with a plus', { ...person, phone_number: '+998901234567' }],
    ['period 3', { ...person, period_id: 3 }],
    ['limit 2', { ...person, number_drivers_id: 2 }],
    ['neither passport nor INN', { ...policy }],
    ['six drivers', { ...person, drivers: Array.from({ length: 6 }, () => blankDriver) }],
  ])('refuses %s', (_what, body) => expect(Value.Check(SavePolicyRequest, body)).toBe(false));

  it('needs the source contract for a copy', () => {
    expect(Value.Check(CopySaveRequest, { ...person, contract_id: 7 })).toBe(true);
    expect(Value.Check(CopySaveRequest, person)).toBe(false);
  });

  it('takes the extension body of spec 001', () => {
    const body = {
      startDate: '2026-02-01',
      periodId: 1,
      limit: 4,
      old_contract_id: 7,
      agent_id: 'agent-7',
      amount_uzs: 192000,
      car: { gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' },
      drivers: [
        { ...blankDriver, passport__seria: 'AA', passport__number: '1234567', driver_birthday: '15.03.1990' },
      ],
      applicant: {
        type: 'person',
        person: { passportSery: 'AA', passportNumber: '1234567', birthday: '15.03.1990' },
      },
    };
    expect(Value.Check(ExtensionSaveRequest, body)).toBe(true);
    expect(
      Value.Check(ExtensionSaveRequest, {
        ...body,
        applicant: { type: 'organization', organization: { inn: '301234567' } },
      }),
    ).toBe(true);
    expect(Value.Check(ExtensionSaveRequest, { ...body, applicant: { type: 'person' } })).toBe(false);
  });
});

describe('OSAGO answers', () => {
  it('tells a save failure (with the driver key) from a success', () => {
    const failure = {
      error: 3,
      result: false,
      message: 'x',
      error_message: 'x',
      code: 'driver_data_not_found',
      response: { key: 2 },
    };
    expect(Value.Check(SavePolicyResponse, failure)).toBe(true);
    expect(Value.Check(SavePolicyResponse, { ...failure, error: 12 })).toBe(false);
    // 11: the vehicle is insured for these days, with until when and the first free day.
    const insured = {
      ...failure,
      error: 11,
      code: 'vehicle_already_insured',
      response: { key: null, insured_until: '2027-11-24', next_start_date: '2027-11-25' },
    };
    expect(Value.Check(SavePolicyResponse, insured)).toBe(true);
    expect(
      Value.Check(SavePolicyResponse, {
        ...insured,
        response: { ...insured.response, insured_until: '24.11.2027' },
      }),
    ).toBe(false);
  });

  it('keeps the names in a driver-check licence failure', () => {
    const names = { full_name: 'A B C', name: 'B', middlename: 'C', lastname: 'A', pinfl: '1' };
    const answer = {
      error: 2,
      result: false,
      message: 'x',
      error_message: 'x',
      code: 'license_not_found',
      ...names,
    };
    expect(Value.Check(DriverCheckResponse, answer)).toBe(true);
  });

  it('answers check-ip not found with status 0', () => {
    const answer = {
      error: 1,
      result: false,
      status: 0,
      message: 'x',
      error_message: 'x',
      code: 'vehicle_not_found',
    };
    expect(Value.Check(CheckIpResponse, answer)).toBe(true);
  });
});
