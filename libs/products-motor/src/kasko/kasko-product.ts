import { createElement } from 'react';
import { formatPrice } from '@polis/i18n';
import { KASKO_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { KASKO_COVER_MONTHS, KASKO_MIN_PREMIUM_UZS } from '@polis/tariffs';
import { defineStep, tashkentToday } from '@polis/wizard-core';
import { KASKO_ERRORS } from './model/kasko-errors';
import { kaskoCarOf, kaskoQuoteOf } from './model/kasko-price';
import type { KaskoSnapshot } from './model/kasko-state';
import { savePayload } from './model/save-payload';
import { SelectCarStep } from './steps/select-car-step';
import { ProgramStep } from './steps/program-step';
import { AboutCarStep } from './steps/about-car-step';
import { PersonalDataStep } from './steps/personal-data-step';
import { RegistryCarNote } from './steps/registry-car-note';

/**
 * Kasko (spec 001, 6 steps): select car, program, about car, personal data, then payment and the hidden
 * policy download (README.md beside this file). Once the vehicle registry has found the car, the price, the
 * summary and the save are of the registry's year (`kaskoCarOf`).
 */
export const KASKO: ProductDefinition<KaskoSnapshot> = {
  key: 'kasko',
  analyticsName: 'Comprehensive car insurance (KASKO)',
  titleId: 'kasko.title',
  leadId: 'kasko.lead',
  steps: [
    defineStep<KaskoSnapshot, 'selectCar'>({
      id: 'selectCar',
      title: 'kasko.step.selectCar',
      Component: SelectCarStep,
    }),
    defineStep<KaskoSnapshot, 'program'>({
      id: 'program',
      title: 'kasko.step.program',
      Component: ProgramStep,
    }),
    defineStep<KaskoSnapshot, 'aboutCar'>({
      id: 'aboutCar',
      title: 'kasko.step.aboutCar',
      Component: AboutCarStep,
    }),
    defineStep<KaskoSnapshot, 'personalData'>({
      id: 'personalData',
      title: 'kasko.step.personalData',
      Component: PersonalDataStep,
    }),
  ],
  errors: KASKO_ERRORS,
  check: { url: KASKO_PATHS.check.path },
  // The catalogue car gained its list price (the registry's year is priced from it).
  draftVersion: 2,
  // The start price (400,000) until a car and a program are chosen.
  quote: (snap) => kaskoQuoteOf(snap, tashkentToday().year) ?? KASKO_MIN_PREMIUM_UZS,
  aside: (snap, active) =>
    active === 'personalData' ? createElement(RegistryCarNote, { snapshot: snap }) : null,
  summary: (snap, intl) => {
    const car = kaskoCarOf(snap, tashkentToday().year);
    return [
      ...(snap.selectCar && car
        ? [
            {
              label: intl.formatMessage({ id: 'kasko.summary.car' }),
              value: `${snap.selectCar.carLabel}, ${car.year}`,
            },
            {
              label: intl.formatMessage({ id: 'kasko.summary.sum' }),
              value: formatPrice(car.price),
            },
          ]
        : []),
      ...(snap.program
        ? [
            {
              label: intl.formatMessage({
                id: snap.program.programType === 0 ? 'kasko.summary.program' : 'kasko.summary.risks',
              }),
              value: snap.program.title,
            },
          ]
        : []),
      ...(snap.aboutCar
        ? [
            {
              label: intl.formatMessage({ id: 'motor.car.summary' }),
              value: `${snap.aboutCar.carModel}, ${snap.aboutCar.issueYear} · ${snap.aboutCar.gosNumber}`,
            },
          ]
        : []),
      {
        label: intl.formatMessage({ id: 'kit.summary.period' }),
        value: intl.formatMessage({ id: 'kit.period.months' }, { count: KASKO_COVER_MONTHS }),
      },
    ];
  },
  useSave: contractSave(KASKO_PATHS.save, savePayload),
};
