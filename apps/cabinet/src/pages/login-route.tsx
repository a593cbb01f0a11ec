export { LoginPage as LoginRoute } from '@polis/account';
