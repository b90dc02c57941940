import type { Module } from '..';
import { socialRoutes } from './routes';

export const socialModule: Module = {
  name: 'social',
  register({ app, db, now }) {
    socialRoutes(app, { db, now });
  },
};
