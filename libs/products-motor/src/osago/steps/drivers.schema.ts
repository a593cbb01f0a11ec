import { array, boolean, object, string } from 'yup';
import { personSchema } from '@polis/product-kit';
import { MAX_NAMED_DRIVERS } from '@polis/tariffs';

const licence = (pattern: RegExp, id: string) =>
  string().when('manualLicense', {
    is: true,
    then: (s) => s.required('osago.form.required').matches(pattern, id),
    otherwise: (s) => s,
  });

/** relatives / drivers: 1 to 5 named drivers, each checked in the registry before the save. */
export const driversSchema = object({
  drivers: array()
    .of(
      personSchema().shape({
        degree: string().required('osago.form.required'),
        name: string().required('osago.form.driverNotChecked'),
        manualLicense: boolean(),
        licenseSeria: licence(/^[A-Z]{2}$/, 'osago.form.passportSeries'),
        licenseNumber: licence(/^\d{7}$/, 'osago.form.passportNumber'),
        licenseIssueDate: licence(/^\d{2}\.\d{2}\.\d{4}$/, 'osago.form.date'),
      }),
    )
    .min(1)
    .max(MAX_NAMED_DRIVERS),
});
