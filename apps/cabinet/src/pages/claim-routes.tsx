export { ApplicationsPage as ApplicationsRoute, ApplicationPage as ApplicationRoute } from '@polis/account';
