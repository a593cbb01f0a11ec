export { ProductPage, productMessageLoader, type ProductPageProps } from './frame/product-page';
export { ProductWizard, type ProductWizardProps } from './frame/product-wizard';
export type { ProductDefinition, KitSnapshot, SaveResult, SaveOptions } from './frame/product-definition';
export { KitStepForm, type KitStepFormProps } from './frame/kit-step-form';
export { KitStepFooter } from './frame/kit-step-footer';
export { ProgramChoice, type ProgramChoiceProps, type ProgramsQuery } from './frame/program-choice';
export { useKitStep, type KitStepChrome, type PageMessage } from './frame/kit-context';
export { Consent, rulesHref, type ConsentProps } from './frame/consent';
export { PurchaseSummary, type SummaryFact, type PurchaseSummaryProps } from './frame/purchase-summary';
export { PersonFields, type PersonFieldsProps } from './fields/person-fields';
export {
  CompanyByInn,
  CompanyFacts,
  useCompanyLookup,
  type CompanyByInnProps,
  type CompanyFactsProps,
  type CompanyLookup,
} from './fields/company-by-inn';
export {
  companyByInnObject,
  companyByInnSchema,
  companyTitle,
  type CompanyByInnValues,
} from './fields/company.schema';
export { companyApi, type CompanyCall, type FindCompanyArgs } from './fields/company-api';
export { VehicleFields } from './fields/vehicle-fields';
export {
  useVehicleLookup,
  vehicleApi,
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
  resolveError,
  page,
  modal,
  field,
  item,
  type ErrorTable,
  type ErrorEntry,
  type ErrorTarget,
  type ResolvedError,
} from './model/error-table';
export { productDraftStore, type ProductDraft, type ProductDraftStore } from './model/product-draft';
export { newIdempotencyKey } from './model/idempotency';
export { kitMessages } from './kit-messages';
export { UploadField, type UploadFieldProps } from './fields/upload-field';
export {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  MAX_UPLOAD_BYTES,
  isUpload,
  toUpload,
  uploadBlob,
  uploadSchema,
  type Upload,
} from './fields/upload-rules';
