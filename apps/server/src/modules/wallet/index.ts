import type { Module } from '..';
import { walletRoutes } from './routes';

export const walletModule: Module = {
  name: 'wallet',
  register({ app, db }) {
    walletRoutes(app, { db });
  },
};
