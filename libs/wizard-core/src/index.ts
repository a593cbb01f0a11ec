export {
  wizardReducer,
  initialWizardState,
  availableSteps,
  type StepDef,
  type WizardState,
  type WizardEvent,
} from './wizard';
