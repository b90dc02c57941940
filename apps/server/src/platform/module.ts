import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { AuthLookups } from './auth';
import type { Db } from './db';
import type { Outbox } from './outbox';
import type { RealtimeHub } from './realtime';
import type { Scheduler } from './scheduler';

/**
 * What a module gets to register itself (docs/architecture.md "How to add a module"): the HTTP
 * app for its routes and console routes, the scheduler for its jobs, the outbox for its
 * subscriptions, the hub for realtime pushes, and `S` — the services other modules registered
 * before it (the module list in modules/index.ts is ordered so that each finds what it needs).
 */
export interface ModuleContext<S> {
  app: FastifyInstance;
  db: Db;
  now: () => Date;
  config: AppConfig;
  hub: RealtimeHub;
  scheduler: Scheduler;
  outbox: Outbox;
  services: S;
  /**
   * The token look-ups the platform authenticates with (auth.ts): the module owning users sets
   * `usersByTokenHashes`, the one owning admins `adminByTokenHash` — the platform names no module table.
   */
  auth: Partial<AuthLookups>;
  /** this start seeds demo data (DEMO, or the test's choice) */
  seedDemo: boolean;
  /** logs a failed background side effect (a realtime push) without failing the caller */
  warn(msg: string): (err: unknown) => void;
}

export interface AppModule<S> {
  name: string;
  /** before the app is built: reference data (catalogue, products, system accounts) */
  prepare?(db: Db): Promise<void>;
  /** routes, console routes, jobs, subscriptions; may add its services for the modules after it */
  register(ctx: ModuleContext<S>): void | Promise<void>;
}
