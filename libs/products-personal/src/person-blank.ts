/** A person known by a resident's passport and birthday or by a foreign passport and Latin names, not typed yet. */
export const blankResidentOrForeigner = () => ({
  passportSery: '',
  passportNumber: '',
  birthday: '',
  foreignPassport: '',
  firstName: '',
  lastName: '',
});
