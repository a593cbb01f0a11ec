import type { KidsCreateContractRequest } from '@polis/api-contract';
import { KIDS_DEFAULT_PROGRAM_ID, kidsPremium } from '@polis/tariffs';
import { applicantBody } from '@polis/product-kit';
import type { KidsSnapshot } from './kids-state';

/** The total the customer sees: the program's price per child. */
export const kidsQuote = (snap: Partial<KidsSnapshot>): number =>
  kidsPremium(
    snap.program ? Number(snap.program.programId) : KIDS_DEFAULT_PROGRAM_ID,
    snap.kids?.children.length ?? 1,
  );

/** `POST /site/kids/save` from the submitted steps; the total is the one the customer saw. */
export function savePayload(snap: KidsSnapshot, amountUzs?: number): KidsCreateContractRequest {
  return {
    program_id: snap.program.programId === '75' ? 75 : 74,
    start_date: snap.program.startDate,
    applicant: { ...applicantBody(snap.parent), pinfl: snap.parent.pinfl },
    kids: snap.kids.children.map((c) => ({
      seria: c.certificateSeria.replace(/\s/g, '').toUpperCase(),
      number: c.certificateNumber,
      name: c.name.trim(),
      last_name: c.lastName.trim(),
      middle_name: c.middleName.trim(),
      birthday: c.birthday,
      gender: c.gender === 'f' ? 'f' : 'm',
    })),
    amount_uzs: amountUzs ?? kidsQuote(snap),
  };
}
