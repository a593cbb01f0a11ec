import type { TravelUzbSaveResponse } from '@polis/api-contract';
import { TRAVEL_UZ_PATHS } from '@polis/api-contract/paths';
import { formatPrice } from '@polis/i18n';
import { ALERT_MODAL_TEXT, applicantStep, contractSave, type ProductDefinition } from '@polis/product-kit';
import { defineStep } from '@polis/wizard-core';
import { TAU_ERRORS } from './model/tau-errors';
import { tauSavePayload, tauTotals, type TauSnapshot } from './model/tau-state';
import { TouristsStep } from './steps/tourists-step';
import { TripStep } from './steps/trip-step';

/** Travel around Uzbekistan (spec 001): Trip details, Applicant, Tourists, then payment and the policy. */
export const TRAVEL_AROUND_UZBEKISTAN: ProductDefinition<TauSnapshot> = {
  key: 'travel-around-uzbekistan',
  analyticsName: 'Travel around Uzbekistan insurance',
  titleId: 'tau.title',
  leadId: 'tau.lead',
  rulesKey: 'travel-around-uzbekistan',
  steps: [
    defineStep<TauSnapshot, 'trip'>({ id: 'trip', title: 'tau.step.trip', Component: TripStep }),
    applicantStep<TauSnapshot, 'applicant'>('applicant', 'tau.step.applicant'),
    defineStep<TauSnapshot, 'tourists'>({
      id: 'tourists',
      title: 'tau.step.tourists',
      Component: TouristsStep,
    }),
  ],
  errors: TAU_ERRORS,
  faultMessage: ALERT_MODAL_TEXT,
  check: { url: TRAVEL_UZ_PATHS.check.path },
  quote: (snap) =>
    snap.trip && snap.tourists ? tauTotals(snap.trip, snap.tourists.tourists.length).premium : undefined,
  summary: (snap, intl) => {
    if (!snap.trip) return [];
    const totals = tauTotals(snap.trip, snap.tourists?.tourists.length ?? 0);
    return [
      { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.trip.beginDate },
      { label: intl.formatMessage({ id: 'tau.endDate' }), value: snap.trip.endDate },
      { label: intl.formatMessage({ id: 'tau.summary.days' }), value: String(totals.days) },
      {
        label: intl.formatMessage({ id: 'tau.summary.tourists' }),
        value: String(snap.tourists?.tourists.length ?? 0),
      },
      { label: intl.formatMessage({ id: 'tau.summary.liability' }), value: formatPrice(totals.liability) },
    ];
  },
  // The save answers its ids and links under `response`, the Click link as `url`.
  useSave: contractSave(TRAVEL_UZ_PATHS.save, tauSavePayload, ({ response }: TravelUzbSaveResponse) => ({
    ...response,
    click_url: response.url,
  })),
};
