export { MyDataPage as MyDataRoute } from '@polis/account';
