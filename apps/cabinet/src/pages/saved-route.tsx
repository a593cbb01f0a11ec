export { SavedPage as SavedRoute } from '@polis/account';
