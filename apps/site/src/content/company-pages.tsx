import { ContentPage } from './content-page';
import { ABOUT_COMPANY, BRANCHES, CHARTER, COMPANY_MANAGEMENT, JOBS } from './company-content';

export const AboutCompanyPage = () => <ContentPage content={ABOUT_COMPANY} />;
export const CharterPage = () => <ContentPage content={CHARTER} />;
export const CompanyManagementPage = () => <ContentPage content={COMPANY_MANAGEMENT} />;
export const BranchesPage = () => <ContentPage content={BRANCHES} />;
export const JobsPage = () => <ContentPage content={JOBS} />;
