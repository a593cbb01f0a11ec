import type { PetsSaveFields } from '@polis/api-contract';
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

/**
 * The file as the runtime's FormData takes it: a browser's File is a Blob; a File from another realm (a
 * test DOM) is read into one.
 */
async function blobOf(file: File): Promise<Blob> {
  const value: unknown = file;
  if (value instanceof Blob) return value;
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
  return new Blob([bytes], { type: file.type });
}

/** The multipart body of POST /sayt/pet-insurance/save: the fields and the two photos. */
export async function savePayload(snap: PetsSnapshot, amountUzs?: number): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(saveFields(snap, amountUzs))) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('photo', await blobOf(snap.pet.photo.file), snap.pet.photo.fileName);
  form.append('passport_photo', await blobOf(snap.pet.passportPhoto.file), snap.pet.passportPhoto.fileName);
  return form;
}
