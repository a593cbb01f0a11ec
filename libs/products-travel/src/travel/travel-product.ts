import { formatPrice } from '@polis/i18n';
import type { TravelSaveResponse } from '@polis/api-contract';
import { TRAVEL_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { defineStep } from '@polis/wizard-core';
import { TRAVEL_ERRORS } from './model/travel-errors';
import { usesEndDate, type TravelSnapshot } from './model/travel-state';
import { savePayload } from './model/save-payload';
import { CountriesStep } from './steps/countries-step';
import { makeProgramStep } from './steps/program-step';
import { TouristsStep } from './steps/tourists-step';
import { TripStep } from './steps/trip-step';

const ProgramStep = makeProgramStep(false);
const MinimalProgramStep = makeProgramStep(true);

/**
 * Travel insurance abroad (spec 000 "Travel"): trip details, country and dates, tourists, program, then the
 * kit's payment and the policy download. `minimal` is the same wizard locked to the cheapest program the
 * destinations allow, without add-ons (README.md beside this file).
 */
function travelProduct(minimal: boolean): ProductDefinition<TravelSnapshot> {
  const ns = minimal ? 'travelMinimal' : 'travel';
  return {
    key: minimal ? 'travel-minimal' : 'travel',
    analyticsName: minimal ? 'Travel insurance (minimal)' : 'Travel insurance abroad',
    titleId: `${ns}.title`,
    leadId: `${ns}.lead`,
    rulesKey: 'travel',
    draftVersion: 1,
    steps: [
      defineStep<TravelSnapshot, 'trip'>({ id: 'trip', title: 'travel.step.trip', Component: TripStep }),
      defineStep<TravelSnapshot, 'countries'>({
        id: 'countries',
        title: 'travel.step.countries',
        Component: CountriesStep,
      }),
      defineStep<TravelSnapshot, 'tourists'>({
        id: 'tourists',
        title: 'travel.step.tourists',
        Component: TouristsStep,
      }),
      defineStep<TravelSnapshot, 'program'>({
        id: 'program',
        title: 'travel.step.program',
        Component: minimal ? MinimalProgramStep : ProgramStep,
      }),
    ],
    errors: TRAVEL_ERRORS,
    check: 'travel',
    quote: (snap) => snap.program?.premium,
    summary: (snap, intl) => [
      ...(snap.countries
        ? [
            {
              label: intl.formatMessage({ id: 'travel.summary.countries' }),
              value: (snap.countries.labels ?? snap.countries.countries).join(', '),
            },
            { label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.countries.beginDate },
          ]
        : []),
      ...(snap.trip && snap.countries && usesEndDate(snap.trip)
        ? [{ label: intl.formatMessage({ id: 'travel.endDate' }), value: snap.countries.endDate }]
        : snap.trip
          ? [
              {
                label: intl.formatMessage({ id: 'travel.days' }),
                value: intl.formatMessage(
                  { id: 'travel.days.option' },
                  { count: Number(snap.trip.spendDays) },
                ),
              },
            ]
          : []),
      ...(snap.tourists
        ? [
            {
              label: intl.formatMessage({ id: 'travel.summary.tourists' }),
              value: String(snap.tourists.turists.length),
            },
          ]
        : []),
      ...(snap.program
        ? [
            {
              label: intl.formatMessage({ id: 'travel.summary.sum' }),
              value: `EUR ${formatPrice(snap.program.sumInsured)}`,
            },
          ]
        : []),
    ],
    // The save answers its ids and links under `response`, the Click link as `url`.
    useSave: contractSave(
      TRAVEL_PATHS.save,
      (snap: TravelSnapshot, amountUzs) => savePayload(snap, amountUzs, minimal),
      ({ response: r }: TravelSaveResponse) => ({ ...r, click_url: r.url }),
    ),
  };
}

export const TRAVEL = travelProduct(false);
export const TRAVEL_MINIMAL = travelProduct(true);
