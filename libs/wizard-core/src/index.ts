export {
  wizardReducer,
  initialWizardState,
  availableSteps,
  type StepDef,
  type WizardState,
  type WizardEvent,
} from './wizard';
export { trackFunnel, funnelEvent, type FunnelEvent, type FunnelItem, type GaEcommerceEvent } from './funnel';
export {
  createDraftStore,
  pickDraftFields,
  isPersonalField,
  type Draft,
  type DraftStore,
  type DraftStorage,
} from './draft';
export { useWizard, type WizardApi } from './use-wizard';
export { StepForm, useStepField, type StepFormProps, type SchemaMessage } from './step-form';
