import type { PetsSaveFields } from '@polis/api-contract';
import { uploadBlob } from '@polis/product-kit';
import { phoneForApi } from '@polis/wizard-core';
import type { PetsSnapshot } from './pets-state';

/** MM.YYYY as typed -> YYYY-MM as the API takes it. */
const isoMonth = (text: string) => {
  const [month, year] = text.split('.');
  return `${year}-${month}`;
};

/** The save's text fields from the submitted steps; the price is the one the customer saw. */
export function saveFields(snap: PetsSnapshot, amountUzs?: number): PetsSaveFields {
  return {
    program_id: snap.program.programId,
    pet_name: snap.pet.petName.trim(),
    pet_birth_month: isoMonth(snap.pet.birthMonth),
    pet_kind: snap.pet.kind,
    passport_seria: snap.owner.passportSery,
    passport_number: snap.owner.passportNumber,
    birthday: snap.owner.birthday,
    phone: phoneForApi(snap.owner.phone),
    start_date: snap.owner.startDate,
    amount_uzs: amountUzs ?? snap.program.premium,
  };
}

/** The multipart body of POST /sayt/pet-insurance/save: the fields and the two photos. */
export async function savePayload(snap: PetsSnapshot, amountUzs?: number): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(saveFields(snap, amountUzs))) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('photo', await uploadBlob(snap.pet.photo), snap.pet.photo.fileName);
  form.append('passport_photo', await uploadBlob(snap.pet.passportPhoto), snap.pet.passportPhoto.fileName);
  return form;
}
