import type { OsagoPrefill } from '@polis/api-contract';
import { maskPersonName, maskPhone } from '../../outbox/mask';

const maskNumber = (value: string) =>
  value ? `${'*'.repeat(Math.max(value.length - 2, 0))}${value.slice(-2)}` : '';
const initial = (value: string) => (value ? `${value[0]}.` : '');

/**
 * A pre-fill for anyone but the holder's cabinet session: ids are sequential, every channel's credential
 * ships in the front end's JavaScript, and order ids travel in links and SMS. The plate, model and cover are
 * given; documents, birthdays, PINFLs and surnames are masked, and the wizard asks for them again (the owner
 * check then proves who is renewing).
 */
export function maskedPrefill(prefill: OsagoPrefill): OsagoPrefill {
  const person = prefill.applicant.person;
  return {
    ...prefill,
    // The tech passport number is what check-ip asks as proof of holding the car: masked like a document.
    car: {
      ...prefill.car,
      tech_number: maskNumber(prefill.car.tech_number),
      body_number: maskNumber(prefill.car.body_number),
      engine_number: maskNumber(prefill.car.engine_number),
      car_owner:
        prefill.applicant.type === 'person' ? maskPersonName(prefill.car.car_owner) : prefill.car.car_owner,
    },
    applicant: {
      ...prefill.applicant,
      phone: prefill.applicant.phone ? maskPhone(prefill.applicant.phone) : null,
      person: person && {
        ...person,
        passportNumber: maskNumber(person.passportNumber),
        birthday: '',
        pinfl: '',
        lastname: initial(person.lastname),
        middle: '',
      },
    },
    drivers: prefill.drivers.map((d) => ({
      ...d,
      passport__number: maskNumber(d.passport__number),
      driver_birthday: '',
      licenseNumber: d.licenseNumber ? maskNumber(d.licenseNumber) : d.licenseNumber,
      licenseIssueDate: d.licenseIssueDate ? '' : d.licenseIssueDate,
      pinfl: '',
      lastname: initial(d.lastname),
      middle: '',
    })),
  };
}
