import { LIMITS } from './limits';

/** A phone number as an account name: an optional +, then digits (also checked by the pages, without zod). */
export const PHONE_PATTERN = new RegExp(`^\\+?[0-9]{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$`);
