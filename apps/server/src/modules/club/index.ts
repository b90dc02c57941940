import type { Module } from '..';
import { clubRoutes } from './routes';
import { subscribeClub } from './subscribers';

export const clubModule: Module = {
  name: 'club',
  register({ app, db, outbox }) {
    clubRoutes(app, { db });
    subscribeClub(outbox); // after gifts' levels: it reads the spending totals
  },
};
