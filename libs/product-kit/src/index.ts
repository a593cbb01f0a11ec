export { ProductPage, productMessageLoader } from './frame/product-page';
export { ProductWizard } from './frame/product-wizard';
export type { ProductDefinition, SaveOptions, SaveResult } from './frame/product-definition';
export { contractSave, draftHeaders, withEmail } from './frame/contract-save';
export { KitStepForm } from './frame/kit-step-form';
export { formStep } from './frame/form-step';
export { listStep, type ListCardProps } from './frame/list-step';
export { summaryFacts } from './frame/summary-facts';
export { ProgramChoice } from './frame/program-choice';
export { LazyProgramCompare as ProgramCompare } from './frame/program-compare-lazy';
export { coverRow, uzsRow, type ProgramComparison } from './frame/program-comparison';
export { LoadFailed } from './frame/load-failed';
export { pricedProgramStep } from './frame/priced-program-step';
export { RemoveItemButton } from './frame/remove-item-button';
export { useKitStep } from './frame/kit-context';
export { KitError } from './frame/kit-error';
export { rulesHref } from './frame/consent';
export { PersonFields } from './fields/person-fields';
export { SamePerson, offerPerson, personOf } from './fields/same-person';
export { applicantStep } from './fields/applicant-step';
export { applicantBody } from './fields/applicant-body';
export { StartDateField } from './fields/start-date-field';
export { CompanyByInn, useCompanyLookup } from './fields/company-by-inn';
export { companyByInnSchema, companyTitle } from './fields/company.schema';
export { VehicleFields } from './fields/vehicle-fields';
export { useFindPersonMutation } from './fields/person-api';
export {
  useCheckOwnerMutation,
  useCheckOwnerCompanyMutation,
  useVehicleLookup,
  vehicleDocsSchema,
  vehicleLookupOf,
  type CarLookup,
  type FoundCar,
  type VehicleDocsValues,
} from './fields/vehicle';
export {
  personSchema,
  applicantSchema,
  blankApplicant,
  type PersonValues,
  type ApplicantValues,
} from './fields/person.schema';
export {
  ALERT_MODAL_TEXT,
  resolveError,
  page,
  modal,
  field,
  item,
  type ErrorTable,
} from './model/error-table';
export { kitMessages } from './kit-messages';
export { UploadField } from './fields/upload-field';
export {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  isUpload,
  uploadBlob,
  uploadSchema,
  type Upload,
} from './fields/upload-rules';
export { SavedPersonSlot } from './fields/saved-slots';
