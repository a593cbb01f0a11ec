import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { boolean } from 'yup';
import { apiErrorMessageId, isApiError } from '@polis/api-client';
import {
  KitError,
  PersonFields,
  personSchema,
  useCheckOwnerCompanyMutation,
  useCheckOwnerMutation,
  useFindPersonMutation,
} from '@polis/product-kit';
import { Button } from '@polis/ui';
import { StepForm, FormCheckbox, phone998, type StepProps } from '@polis/wizard-core';
import { useCheckDiscountMutation } from '../api/osago-api';
import type { OsagoSnapshot, OwnerValues } from '../model/osago-state';

/** The owner's (or, for a company, the applicant's) passport, birthday and phone. */
const ownerSchema = personSchema().shape({ isLegal: boolean().required(), phone: phone998() });

type Owner = OsagoSnapshot['personal_data_short'];

/** The message of a refused check: the one this step gives the registry's code, or the transport's. */
const refusal = (e: unknown, codes: Readonly<Record<number, string>>) =>
  (isApiError(e) && codes[Number(e.code)]) || apiErrorMessageId(e);

const LEGAL_ERRORS: Readonly<Record<number, string>> = {
  1: 'osago.error.vehicle_not_found',
  2: 'osago.error.car_owner_stir_not_found',
  3: 'osago.error.owner_is_person',
};

/** What the owner form starts from: a submitted owner, what the form held, or the vehicle's owner type. */
function ownerValues(initial: unknown, isLegal: boolean): OwnerValues {
  const v = (initial ?? {}) as Partial<OwnerValues & Owner>;
  const a = v.applicant ?? v;
  return {
    isLegal: v.isLegal ?? isLegal,
    passportSery: a.passportSery ?? '',
    passportNumber: a.passportNumber ?? '',
    birthday: a.birthday ?? '',
    phone: a.phone ?? '',
  };
}

/** personal_data_short: owner passport + birthday checked against the vehicle, or the company by its INN. */
export function OwnerStep({ initial, snapshot, onSubmit }: StepProps<OsagoSnapshot, 'personal_data_short'>) {
  const intl = useIntl();
  const [checkOwner] = useCheckOwnerMutation();
  const [checkDiscount] = useCheckDiscountMutation();
  const [checkJuridik] = useCheckOwnerCompanyMutation();
  const [findPerson] = useFindPersonMutation();
  const [errorId, setErrorId] = useState<string | null>(null);
  const car = snapshot.about_car?.car;
  if (!car) return null;
  const vehicle = { gos_number: car.gosNumber, tech_sery: car.techSery, tech_number: car.techNumber };

  /** An individual owner: the registered owner's passport and birthday, then their discount. */
  const personOwner = async (values: OwnerValues): Promise<Owner | string> => {
    const owner = await checkOwner({
      ...vehicle,
      owner__pass_seria: values.passportSery,
      owner__pass_number: values.passportNumber,
      owner_birthday: values.birthday,
    });
    if ('error' in owner) return refusal(owner.error, { 1: 'osago.error.car_owner_data_not_found' });
    const { pinfl, full_name } = owner.data.response;
    // A failed discount check costs only the discount: the customer pays the full price.
    const discount = await checkDiscount({
      passportSeries: values.passportSery,
      passportNumber: values.passportNumber,
      pinfl,
      govnomber: car.gosNumber,
    });
    return {
      applicant: { ...values, pinfl, name: full_name },
      isLegal: false,
      entity: null,
      discountId: 'data' in discount && discount.data ? discount.data.discountId : 1,
    };
  };

  /** A company owner, found by the car, and the person applying for it. */
  const companyOwner = async (values: OwnerValues): Promise<Owner | string> => {
    const company = await checkJuridik(vehicle);
    if ('error' in company) return refusal(company.error, LEGAL_ERRORS);
    const person = await findPerson({
      birthday: values.birthday,
      passportSeria: values.passportSery,
      passportNumber: values.passportNumber,
    });
    if ('error' in person) return refusal(person.error, { 1: 'osago.error.datas_not_found' });
    const p = person.data;
    return {
      applicant: { ...values, pinfl: p.pinfl, name: [p.familya, p.ism, p.otasi].filter(Boolean).join(' ') },
      isLegal: true,
      entity: { inn: company.data.response.inn, name: company.data.response.name },
      discountId: 1,
    };
  };

  return (
    <StepForm<OwnerValues>
      initialValues={ownerValues(initial, car.ownerType === 'organization')}
      schema={ownerSchema}
      label={intl.formatMessage({ id: 'osago.step.personal_data_short' })}
      onSubmit={async (values) => {
        setErrorId(null);
        const owner = await (values.isLegal ? companyOwner(values) : personOwner(values));
        if (typeof owner === 'string') setErrorId(owner);
        else onSubmit(owner);
      }}
    >
      {(form) => (
        <div className="kit-step">
          <FormCheckbox name="isLegal" label={intl.formatMessage({ id: 'osago.owner.isLegal' })} />
          <p className="osago-muted">
            <FormattedMessage id={form.values.isLegal ? 'osago.owner.legalHint' : 'osago.owner.personHint'} />
          </p>
          <PersonFields phone />
          <KitError id={errorId} />
          <Button type="submit" loading={form.isSubmitting} block>
            <FormattedMessage id="osago.next" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}
