import { KARIMOV_IN_PREFILL } from '@polis/api-contract/examples';
import { COBALT_CAR_VALUES, RENEWABLE } from '../../test-utils/osago-fixtures';
import type { OsagoPrefill } from '@polis/api-contract';
import { wizardPrefill } from './prefill';
import { extensionPayload } from './save-payload';

const prefill = (over: Partial<OsagoPrefill> = {}): OsagoPrefill => ({
  contract_id: 12,
  order_id: 'P261122-ABCDEFGHJK',
  agent_id: null,
  ...RENEWABLE,
  car: {
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '1234567',
    car_model: 'Chevrolet Cobalt',
    car_owner: 'Karimov Alisher Bahodirovich',
    vehicle_type_id: 1,
    issue_year: 2020,
    body_number: 'XWB',
    engine_number: 'B15',
  },
  applicant: {
    type: 'person',
    phone: '998901234567',
    person: KARIMOV_IN_PREFILL,
    organization: null,
  },
  policy: {
    periodId: 2,
    limit: 4,
    discountId: 1,
    accident: true,
    gazBalloon: false,
    gosNumberInsurance: true,
    miniKaskoProgramId: 3,
  },
  drivers: [
    {
      passport__seria: 'AB',
      passport__number: '2345678',
      driver_birthday: '22.07.1995',
      licenseSeria: 'AG',
      licenseNumber: '2345678',
      licenseIssueDate: '11.08.2015',
      relative: 4,
      pinfl: '42207952620021',
      name: 'Dilnoza',
      lastname: 'Rahimova',
      middle: 'Anvarovna',
    },
  ],
  ...over,
});

it('starts the wizard from the old contract: car, owner, cover, drivers, the day after it ends', () => {
  const start = wizardPrefill(prefill());
  expect(start.car).toEqual({ gosNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567' });
  expect(start.owner).toEqual({
    isLegal: false,
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
  });
  expect(start.policy).toMatchObject({
    type: 4,
    period: 2,
    startDate: '01.12.2026',
    accident: true,
    gosNumberInsurance: true,
    miniKaskoSpecial: true,
    miniKaskoProgram: 3,
  });
  expect(start.drivers).toHaveLength(1);
  expect(start.drivers[0]).toMatchObject({
    degree: '4',
    passportSery: 'AB',
    passportNumber: '2345678',
    birthday: '22.07.1995',
    name: 'Rahimova Dilnoza Anvarovna',
    licenseNumber: '2345678',
  });
  // Nothing was masked: the copy wizard can start on the drivers step with the car and owner known.
  expect(start.resume?.car).toMatchObject({
    gosNumber: '01A123BC',
    territory: 'tashkent',
    ownerType: 'person',
  });
  expect(start.resume?.owner).toMatchObject({
    isLegal: false,
    discountId: 1,
    applicant: { pinfl: '31503902610013', name: 'Karimov Alisher Bahodirovich', phone: '+998 90 123 45 67' },
  });
});

it('leaves what the server masked for the customer to type again', () => {
  const masked = prefill();
  const start = wizardPrefill({
    ...masked,
    car: { ...masked.car, tech_number: '*****67' },
    applicant: {
      ...masked.applicant,
      phone: '+998 90 *** ** 67',
      person: { ...masked.applicant.person!, passportNumber: '*****67', birthday: '', pinfl: '' },
    },
    drivers: [{ ...masked.drivers[0], passport__number: '*****78', driver_birthday: '', pinfl: '' }],
  });
  expect(start.car.techNumber).toBe('');
  expect(start.owner).toMatchObject({ passportSery: 'AA', passportNumber: '', birthday: '', phone: '' });
  expect(start.drivers[0]).toMatchObject({ passportSery: 'AB', passportNumber: '', birthday: '', name: '' });
  expect(start.resume).toBeUndefined();
});

it('sends the renewal with the old contract, its order id and the agent', () => {
  const start = wizardPrefill(prefill());
  const body = extensionPayload(
    {
      car: COBALT_CAR_VALUES,
      applicant: { ...start.owner, pinfl: '31503902610013', name: 'Karimov Alisher Bahodirovich' },
      policy: start.policy,
      drivers: start.drivers,
      isLegal: false,
      entity: null,
      discountId: 1,
      amountUzs: 300_000,
    },
    { contractId: 12, orderId: 'P261122-ABCDEFGHJK', agentId: '77' },
  );
  expect(body).toMatchObject({
    old_contract_id: 12,
    old_order_id: 'P261122-ABCDEFGHJK',
    agent_id: '77',
    startDate: '2026-12-01',
    periodId: 2,
    limit: 4,
    amount_uzs: 300_000,
    applicant: {
      type: 'person',
      person: {
        passportSery: 'AA',
        passportNumber: '1234567',
        birthday: '15.03.1990',
        phone: '998901234567',
      },
    },
    accident: true,
    gosNumberInsurance: true,
    miniKaskoProgramId: 3,
  });
  expect(body.drivers).toHaveLength(1);
});

it('a copy starts tomorrow, whatever the old contract said', () => {
  const start = wizardPrefill(prefill({ next_start_date: '2027-12-01' }), 'copy');
  expect(start.policy.startDate).not.toBe('01.12.2027');
  expect(start.policy.startDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
});
