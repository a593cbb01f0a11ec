import { endpoint } from '../endpoint';
import { OSAGO_PATHS } from '../paths';
import { CalcOsagoRequest, CalcOsagoResponse } from './calc';
import {
  ContractRefQuery,
  CopySaveRequest,
  ExtensionSaveRequest,
  OsagoPrefillResponse,
} from './copy-extension';
import { CheckDiscountRequest, CheckDiscountResponse } from './discount';
import { DriverCheckRequest, DriverCheckResponse } from './driver-check';
import { PriceMismatchBody } from '../sale';
import { SavePolicyRequest, SavePolicyResponse } from './save-policy';

/** The saves' answers: saved or a registry failure (HTTP 200), or 422 `price_mismatch` with the server's figure. */
const SAVED = { 200: SavePolicyResponse, 422: PriceMismatchBody };
const SAVE_ERRORS = ['validation', 'price_mismatch', 'idempotency_key_reused', 'rate_limited'];

/**
 * The OSAGO endpoints of the wizard (the vehicle and owner look-ups are `VEHICLE_PATHS`'): the quote, the driver
 * and discount checks, the save, the copy and the extension. Registry failures are HTTP 200 answers with `error`
 * >= 1 and their `code` (apps/api/src/products/osago/README.md); the codes listed here are the HTTP errors.
 */
export const OSAGO_ENDPOINTS = {
  calculate: endpoint(
    OSAGO_PATHS.calculate,
    { body: CalcOsagoRequest, response: { 200: CalcOsagoResponse } },
    ['validation'],
  ),
  driverCheck: endpoint(
    OSAGO_PATHS.driverCheck,
    { body: DriverCheckRequest, response: { 200: DriverCheckResponse } },
    ['validation', 'rate_limited'],
  ),
  checkDiscount: endpoint(
    OSAGO_PATHS.checkDiscount,
    { body: CheckDiscountRequest, response: { 200: CheckDiscountResponse } },
    ['validation', 'rate_limited'],
  ),
  save: endpoint(OSAGO_PATHS.save, { body: SavePolicyRequest, response: SAVED }, SAVE_ERRORS),
  copyGet: endpoint(
    OSAGO_PATHS.copyGet,
    { querystring: ContractRefQuery, response: { 200: OsagoPrefillResponse } },
    ['validation'],
  ),
  copySave: endpoint(OSAGO_PATHS.copySave, { body: CopySaveRequest, response: SAVED }, SAVE_ERRORS),
  extensionGet: endpoint(
    OSAGO_PATHS.extensionGet,
    { querystring: ContractRefQuery, response: { 200: OsagoPrefillResponse } },
    ['validation'],
  ),
  extensionSave: endpoint(
    OSAGO_PATHS.extensionSave,
    { body: ExtensionSaveRequest, response: SAVED },
    SAVE_ERRORS,
  ),
};
