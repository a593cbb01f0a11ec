export { trackFunnel, funnelEvent, type FunnelEvent, type FunnelItem, type GaEcommerceEvent } from './funnel';
export {
  createDraftStore,
  pickDraftFields,
  isPersonalField,
  type Draft,
  type DraftStore,
  type DraftStorage,
} from './draft';
export { StepForm, useStepField, type StepFormProps, type SchemaMessage } from './step-form';
export { wizardMessages } from './wizard-messages';
export {
  reachableSteps,
  activeStep,
  stepAfter,
  stepBefore,
  type FlowStep,
  type Completed,
} from './flow/flow-model';
export { useWizardFlow, type WizardFlow, type FlowStart } from './flow/use-wizard-flow';
export { WizardView, type WizardViewProps } from './flow/wizard-view';
export { defineStep, type WizardStep, type StepProps } from './flow/step-definition';
export {
  FormTextField,
  FormMaskedField,
  FormPhoneField,
  FormDateField,
  FormSelect,
  FormRadioGroup,
  FormCheckbox,
} from './fields/bound-fields';
export {
  requiredText,
  passportSeries,
  passportNumber,
  displayDate as displayDateSchema,
  birthday,
  startDate,
  pinfl,
  phone998,
  inn,
} from './schema/field-schemas';
export {
  DISPLAY_DATE,
  isoDate,
  displayDate,
  tashkentToday,
  daysFromToday,
  ageInYears,
  isWithinDays,
} from './model/dates';
export { phoneForApi, isCompletePhone, displayPhone, localDigits } from './model/phone';
