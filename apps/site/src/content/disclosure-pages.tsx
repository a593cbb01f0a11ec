import { ContentPage } from './content-page';
import {
  AFFILIATES,
  AUDITORS,
  BUSINESS_PLAN,
  FINANCIAL_STATEMENTS,
  LICENSES,
  MATERIAL_FACTS,
  NOTICES,
} from './disclosure-content';

export const LicensesPage = () => <ContentPage content={LICENSES} />;
export const AuditorsPage = () => <ContentPage content={AUDITORS} />;
export const FinancialStatementsPage = () => <ContentPage content={FINANCIAL_STATEMENTS} />;
export const MaterialFactsPage = () => <ContentPage content={MATERIAL_FACTS} />;
export const AffiliatesPage = () => <ContentPage content={AFFILIATES} />;
export const NoticesPage = () => <ContentPage content={NOTICES} />;
export const BusinessPlanPage = () => <ContentPage content={BUSINESS_PLAN} />;
