import { readToken } from '@polis/account';
import { bootHostApp } from '@polis/shell';
import { cabinetApp } from './cabinet-app';

bootHostApp({
  ...cabinetApp,
  env: import.meta.env,
  // The session token (localStorage) goes with every request as X-Auth-Token; see @polis/account.
  getToken: readToken,
});
