import { applicantSchema } from './applicant.schema';

const resident = {
  applicantType: 'resident',
  passportSery: 'AA',
  passportNumber: '1234567',
  birthday: '15.03.1990',
  fullName: '',
  phone: '+998 90 123 45 67',
};
const foreign = {
  ...resident,
  applicantType: 'foreign',
  passportSery: 'N12',
  passportNumber: '456789',
  fullName: 'Smith John',
};

it('takes a resident with 2 letters + 7 digits and no name', () => {
  expect(applicantSchema.isValidSync(resident)).toBe(true);
  expect(applicantSchema.isValidSync({ ...resident, passportSery: 'AAA' })).toBe(false);
});

it("takes a foreigner's 3-character series with the Latin name, and refuses 2 characters or no name", () => {
  expect(applicantSchema.isValidSync(foreign)).toBe(true);
  expect(applicantSchema.isValidSync({ ...foreign, passportSery: 'AB' })).toBe(false);
  expect(applicantSchema.isValidSync({ ...foreign, fullName: '' })).toBe(false);
});
