export { BusinessRequestsPage as BusinessRequestsRoute } from '@polis/account';
