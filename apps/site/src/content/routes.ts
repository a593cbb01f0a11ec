import type { LazyPage } from '@polis/shell';

/**
 * Every content route pattern (without the language prefix) and its page. Pages are grouped by topic into
 * six chunks; the texts themselves are in the per-language catalogue chunks (see content-messages.tsx).
 */
export const contentPages: Record<string, LazyPage> = {
  'about-company': () => import('./company-pages').then((m) => ({ Component: m.AboutCompanyPage })),
  charter: () => import('./company-pages').then((m) => ({ Component: m.CharterPage })),
  'company-management': () => import('./company-pages').then((m) => ({ Component: m.CompanyManagementPage })),
  branches: () => import('./company-pages').then((m) => ({ Component: m.BranchesPage })),
  jobs: () => import('./company-pages').then((m) => ({ Component: m.JobsPage })),

  'licenses-and-sertificates': () =>
    import('./disclosure-pages').then((m) => ({ Component: m.LicensesPage })),
  auditors: () => import('./disclosure-pages').then((m) => ({ Component: m.AuditorsPage })),
  'financial-statements': () =>
    import('./disclosure-pages').then((m) => ({ Component: m.FinancialStatementsPage })),
  'material-facts': () => import('./disclosure-pages').then((m) => ({ Component: m.MaterialFactsPage })),
  affiliates: () => import('./disclosure-pages').then((m) => ({ Component: m.AffiliatesPage })),
  notices: () => import('./disclosure-pages').then((m) => ({ Component: m.NoticesPage })),
  'business-plan-and-strategy': () =>
    import('./disclosure-pages').then((m) => ({ Component: m.BusinessPlanPage })),

  'mobile-app': () => import('./service-pages').then((m) => ({ Component: m.MobileAppPage })),
  'neo-partner': () => import('./service-pages').then((m) => ({ Component: m.NeoPartnerPage })),
  'mehr-nuri': () => import('./service-pages').then((m) => ({ Component: m.MehrNuriPage })),
  'mehr-nuri/:ad?': () => import('./service-pages').then((m) => ({ Component: m.MehrNuriPage })),
  'insurance-event': () =>
    import('./insurance-event-page').then((m) => ({ Component: m.InsuranceEventPage })),
  'insurance-event/Main': () => import('./service-pages').then((m) => ({ Component: m.ClaimsGuidePage })),
  soon: () => import('./service-pages').then((m) => ({ Component: m.SoonPage })),

  news: () => import('./news-pages').then((m) => ({ Component: m.NewsListPage })),
  'news/:slug': () => import('./news-pages').then((m) => ({ Component: m.NewsArticlePage })),

  takaful: () => import('./takaful-pages').then((m) => ({ Component: m.TakafulPage })),
  'takaful/:_product': () => import('./takaful-pages').then((m) => ({ Component: m.TakafulProductPage })),

  'ask-a-poll': () => import('./form-pages').then((m) => ({ Component: m.AskAPollPage })),
  'online-survey': () => import('./form-pages').then((m) => ({ Component: m.OnlineSurveyPage })),
  'leave-feedback': () => import('./form-pages').then((m) => ({ Component: m.LeaveFeedbackPage })),
};
