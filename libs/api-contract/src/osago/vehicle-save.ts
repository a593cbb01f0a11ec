import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from '../common';
import { CheckIpNotFound } from './vehicle';
import { GosNumber, TechNumber, TechSery } from './fields';

/* OSAGO contract, 2. POST /save-ip */

export const SaveIpRequest = Type.Object(
  {
    carNumber: GosNumber,
    techSery: TechSery,
    techNumber: TechNumber,
    phone: Type.Optional(
      Type.String({ pattern: '^(998[0-9]{9})?$', description: '998 + 9 digits, or empty' }),
    ),
  },
  { $id: 'OsagoSaveIpRequest' },
);
export type SaveIpRequest = Static<typeof SaveIpRequest>;

export const SaveIpResponse = insurerSuccess('OsagoSaveIpResponse', {
  id: Type.Integer({ description: 'id of the recorded application (lead)' }),
});
export type SaveIpResponse = Static<typeof SaveIpResponse>;

/** A vehicle missing from the registry is not recorded: the same failure as check-ip. */
export const SaveIpResult = Type.Union([SaveIpResponse, CheckIpNotFound], { $id: 'OsagoSaveIpResult' });
export type SaveIpResult = Static<typeof SaveIpResult>;
