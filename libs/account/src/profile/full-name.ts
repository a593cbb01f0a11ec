import type { CabinetUser } from '@polis/api-contract';

/** Last, first and middle name as the registry writes them; empty until the account is registered. */
export const fullName = (user: Pick<CabinetUser, 'last_name' | 'first_name' | 'middle_name'>): string =>
  [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ');
