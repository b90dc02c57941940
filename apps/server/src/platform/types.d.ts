import type { Locale } from '@app/shared';
import type { AuthedAdmin, AuthedUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes outside the signed protocol (callbacks, health); default true under /api */
    signed?: boolean;
    /** who may call: 'user' and 'admin' need a valid token of that kind; 'optional' reads a user token if any */
    auth?: 'none' | 'optional' | 'user' | 'admin';
    /** admin routes: the admin needs every one of these codes */
    perms?: readonly string[];
    /** admin routes: the admin needs at least one of these codes besides `perms` (regional work: default or japan) */
    permsAny?: readonly string[];
  }
  interface FastifyRequest {
    user?: AuthedUser;
    /** the holder of the request's user token, looked up while its nonce is claimed (app.ts) */
    userLookup?: Promise<AuthedUser | null>;
    admin?: AuthedAdmin;
    locale: Locale;
  }
}
