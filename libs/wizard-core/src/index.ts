export { trackFunnel } from './funnel';
export { StepForm, useStepField } from './step-form';
export { wizardMessages } from './wizard-messages';
export { stepAfter, type FlowStep } from './flow/flow-model';
export { useWizardFlow, type FlowStart } from './flow/use-wizard-flow';
export { WizardView } from './flow/wizard-view';
export { defineStep, type WizardStep, type StepProps } from './flow/step-definition';
export {
  FormTextField,
  FormMaskedField,
  FormPhoneField,
  FormDateField,
  FormSelect,
  FormRadioGroup,
  FormCheckbox,
  FormCheckboxGroup,
} from './fields/bound-fields';
export {
  passportSeries,
  passportNumber,
  displayDate as displayDateSchema,
  birthday,
  ageBetween,
  startDate,
  pinfl,
  phone998,
  inn,
  optionalEmail,
} from './schema/field-schemas';
export { isoDate, tashkentToday, daysFromToday, ageInYears, isWithinDays } from './model/dates';
export { phoneForApi, isCompletePhone, displayPhone, localDigits } from './model/phone';
