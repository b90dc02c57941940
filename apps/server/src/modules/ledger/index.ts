import { ASSETS, SYSTEM_ACCOUNTS } from '@app/shared';
import type { Module } from '..';
import { warmSystemAccounts } from './repo';

export const ledgerModule: Module = {
  name: 'ledger',
  prepare: (db) => warmSystemAccounts(db, SYSTEM_ACCOUNTS, ASSETS),
  register() {},
};
