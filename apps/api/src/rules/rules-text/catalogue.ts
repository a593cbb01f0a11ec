import { ACCIDENT_RULES } from './accident';
import { DOCUMENTS_RULES } from './documents';
import { GAS_CYLINDER_RULES } from './gas-cylinder';
import { HOUSING_RULES } from './housing';
import { JOB_LOSS_RULES } from './job-loss';
import { KASKO_RULES } from './kasko';
import { KIDS_RULES } from './kids';
import { KINDNESS_RULES } from './kindness';
import { MINI_KASKO_RULES } from './mini-kasko';
import { OFFER } from './offer';
import { OSAGO_RULES } from './osago';
import { OSGOP_RULES } from './osgop';
import { OSGOR_RULES } from './osgor';
import { PETS_RULES } from './pets';
import { PREMIUM_PROPERTY_RULES } from './premium-property';
import { QUICK_KASKO_RULES } from './quick-kasko';
import type { RulesTexts } from './rules-doc';
import { SPORT_RULES } from './sport';
import { TRAVEL_RULES } from './travel';
import { TRAVEL_UZBEKISTAN_RULES } from './travel-around-uzbekistan';

/** Every document `/api/rules/{key}/{lang}.pdf` serves: the offer and the spec's product keys (spec 000 section 2). */
export const RULES = {
  offer: OFFER,
  osago: OSAGO_RULES,
  kasko: KASKO_RULES,
  accident: ACCIDENT_RULES,
  'mini-kasko': MINI_KASKO_RULES,
  travel: TRAVEL_RULES,
  documents: DOCUMENTS_RULES,
  housing: HOUSING_RULES,
  'premium-property': PREMIUM_PROPERTY_RULES,
  'job-loss': JOB_LOSS_RULES,
  pets: PETS_RULES,
  'quick-kasko': QUICK_KASKO_RULES,
  sport: SPORT_RULES,
  'travel-around-uzbekistan': TRAVEL_UZBEKISTAN_RULES,
  'gas-cylinder': GAS_CYLINDER_RULES,
  kids: KIDS_RULES,
  kindness: KINDNESS_RULES,
  osgop: OSGOP_RULES,
  osgor: OSGOR_RULES,
} as const satisfies Record<string, RulesTexts>;

export type RulesKey = keyof typeof RULES;
export const RULES_KEYS = Object.keys(RULES) as RulesKey[];
