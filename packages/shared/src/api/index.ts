import { ACTIVITIES_API, ACTIVITIES_CONSOLE_API } from './activities';
import { AUDIT_API } from './audit';
import { AUTH_API } from './auth';
import { CLUB_API } from './club';
import { CONSOLE_API } from './console';
import { CP_API } from './cp';
import { DIAGNOSTICS_API } from './diagnostics';
import type { Endpoint } from './endpoint';
import { DRAWS_API, FAIRNESS_API, RACING_API } from './games';
import { GIFTS_API, RANKINGS_API } from './gifts';
import { AGENCY_API, GUILDS_API, GUILDS_CONSOLE_API } from './guilds';
import { HOSTCARDS_API, HOSTCARDS_CONSOLE_API } from './hostcards';
import { HOSTS_API } from './hosts';
import { LEGAL_API, LEGAL_CONSOLE_API } from './legal';
import { LETTERS_API, LETTERS_CONSOLE_API } from './letters';
import { MINORS_API, MINORS_CONSOLE_API } from './minors';
import { NOTICES_API } from './notices';
import { PAYMENTS_API } from './payments';
import { PREPAID_CONSOLE_API } from './prepaid';
import { REALTIME_API } from './realtime';
import { REFERRALS_API, REFERRALS_CONSOLE_API } from './referrals';
import { REPORTS_API } from './reports';
import { RISK_API } from './risk';
import { SOCIAL_API } from './social';
import { STAFF_API } from './staff';
import { SUPPORT_API } from './support';
import { TRADERS_API, TRADERS_CONSOLE_API } from './traders';
import { TRIBES_API } from './tribes';
import { WALLET_API } from './wallet';
import { WITHDRAWALS_API, WITHDRAWALS_CONSOLE_API } from './withdrawals';

export * from './activities';
export * from './audit';
export * from './auth';
export * from './club';
export * from './console';
export * from './cp';
export * from './diagnostics';
export * from './endpoint';
export * from './games';
export * from './gifts';
export * from './guilds';
export * from './hostcards';
export * from './hosts';
export * from './legal';
export * from './letters';
export * from './minors';
export * from './notices';
export * from './payments';
export * from './prepaid';
export * from './realtime';
export * from './referrals';
export * from './reports';
export * from './risk';
export * from './social';
export * from './staff';
export * from './support';
export * from './traders';
export * from './tribes';
export * from './wallet';
export * from './withdrawals';

/** Every group of contracts: a new group goes here too (the checks below read them). */
const GROUPS = {
  ACTIVITIES_API,
  ACTIVITIES_CONSOLE_API,
  AUDIT_API,
  AUTH_API,
  CLUB_API,
  CONSOLE_API,
  CP_API,
  DIAGNOSTICS_API,
  DRAWS_API,
  FAIRNESS_API,
  RACING_API,
  GIFTS_API,
  HOSTS_API,
  HOSTCARDS_API,
  HOSTCARDS_CONSOLE_API,
  LEGAL_API,
  LEGAL_CONSOLE_API,
  LETTERS_API,
  LETTERS_CONSOLE_API,
  RANKINGS_API,
  NOTICES_API,
  PAYMENTS_API,
  REALTIME_API,
  REFERRALS_API,
  REFERRALS_CONSOLE_API,
  REPORTS_API,
  RISK_API,
  SOCIAL_API,
  STAFF_API,
  SUPPORT_API,
  WALLET_API,
  WITHDRAWALS_API,
  WITHDRAWALS_CONSOLE_API,
  TRADERS_API,
  TRADERS_CONSOLE_API,
  TRIBES_API,
  PREPAID_CONSOLE_API,
  GUILDS_API,
  AGENCY_API,
  GUILDS_CONSOLE_API,
  MINORS_API,
  MINORS_CONSOLE_API,
};

function collect(group: object, name: string, out: Array<{ name: string; endpoint: Endpoint }>) {
  for (const [key, value] of Object.entries(group)) {
    if ('method' in value && 'path' in value) out.push({ name: `${name}.${key}`, endpoint: value as Endpoint });
    else collect(value, `${name}.${key}`, out);
  }
  return out;
}

/** Every endpoint with its name (`GIFTS_API.send`): for the checks that each is served and called. */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  const out: Array<{ name: string; endpoint: Endpoint }> = [];
  for (const [name, group] of Object.entries(GROUPS)) collect(group, name, out);
  return out;
}
