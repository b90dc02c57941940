import { endpoint } from './endpoint';

/** Accounts: registration, login and the caller (spec 4); demo accounts on demo starts. */
export const AUTH_API = {
  register: endpoint('POST', '/api/v1/auth/register', { body: 'ZRegisterRequest', response: 'ZSessionResponse' }),
  login: endpoint('POST', '/api/v1/auth/login', { body: 'ZLoginRequest', response: 'ZSessionResponse' }),
  logout: endpoint('POST', '/api/v1/auth/logout', { response: 'ZEmptyData' }),
  me: endpoint('GET', '/api/v1/me', { response: 'ZMe' }),
  demoAccounts: endpoint('GET', '/api/v1/demo/accounts', { response: 'ZDemoAccountsResponse' }),
} as const;
