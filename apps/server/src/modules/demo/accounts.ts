import { ALL_PERMISSION_CODES, BRAND_IDS, type BrandId, JAPAN_REGION_PERMISSIONS, PERMISSIONS, type TDemoAccount } from '@app/shared';

/** Demo credentials are public by design (README); they exist only when DEMO is on. */
export const DEMO_USER_PASSWORD = 'Demo#2026';
export const DEMO_ADMIN_PASSWORD = 'Admin#2026';

export interface DemoAdmin {
  email: string;
  nickname: string;
  perms: readonly string[];
  role: 'admin_all' | 'admin_japan' | 'admin_reviewer' | 'admin_finance_approver' | 'admin_finance_payer' | 'admin_none';
}

export const DEMO_ADMINS: readonly DemoAdmin[] = [
  { email: 'admin@demo.local', nickname: 'Demo Admin', perms: ALL_PERMISSION_CODES, role: 'admin_all' },
  { email: 'japan@demo.local', nickname: 'Japan Ops', perms: JAPAN_REGION_PERMISSIONS, role: 'admin_japan' },
  // the second pair of eyes on activities: approves what the demo admin drafts (four eyes)
  {
    email: 'reviewer@demo.local',
    nickname: 'Content Reviewer',
    perms: [PERMISSIONS.ACTIVITY_APPROVE, PERMISSIONS.AUDIT_VIEW],
    role: 'admin_reviewer',
  },
  // withdrawals: the demo admin reviews, these two approve and pay (three different admins)
  {
    email: 'approver@demo.local',
    nickname: 'Finance Approver',
    perms: [PERMISSIONS.WITHDRAW_APPROVE, PERMISSIONS.FINANCE_APPROVE, PERMISSIONS.TRADERS_APPROVE, PERMISSIONS.AUDIT_VIEW],
    role: 'admin_finance_approver',
  },
  {
    email: 'payer@demo.local',
    nickname: 'Finance Payer',
    perms: [PERMISSIONS.WITHDRAW_PAY, PERMISSIONS.AUDIT_VIEW],
    role: 'admin_finance_payer',
  },
  { email: 'noperm@demo.local', nickname: 'No Permission', perms: [], role: 'admin_none' },
];

export interface DemoUser {
  email: string;
  nickname: string;
  gender: 'male' | 'female';
  birthDate: string;
  brand: BrandId;
  role: 'user' | 'anchor' | 'minor';
}

const MALE_NAMES = ['Kai', 'Leo'];
const FEMALE_NAMES = ['Mei', 'Yuna'];

/** Two male users and two female anchors per brand, plus a minor on the default brand and one on a Japanese app. */
export const DEMO_USERS: readonly DemoUser[] = [
  ...BRAND_IDS.flatMap((brand) => [
    ...MALE_NAMES.map((n, i) => ({
      email: `user${i + 1}.${brand}@demo.local`,
      nickname: `${n} (${brand})`,
      gender: 'male' as const,
      birthDate: `199${i}-05-0${i + 1}`,
      brand,
      role: 'user' as const,
    })),
    ...FEMALE_NAMES.map((n, i) => ({
      email: `anchor${i + 1}.${brand}@demo.local`,
      nickname: `${n} (${brand})`,
      gender: 'female' as const,
      birthDate: `199${i + 5}-08-1${i}`,
      brand,
      role: 'anchor' as const,
    })),
  ]),
  {
    email: 'minor.default@demo.local',
    nickname: 'Teen (default)',
    gender: 'male',
    birthDate: '2012-01-01',
    brand: 'default',
    role: 'minor',
  },
  // Japan's recharge limits count under-20s: a 14-year-old on a Japanese app (¥5,000 a month)
  {
    email: 'minor.japan@demo.local',
    nickname: 'Teen (ocha)',
    gender: 'female',
    birthDate: '2012-04-02',
    brand: 'ocha',
    role: 'minor',
  },
];

export const DEMO_ACCOUNTS: TDemoAccount[] = [
  ...DEMO_USERS.map((u) => ({
    account: u.email,
    password: DEMO_USER_PASSWORD,
    nickname: u.nickname,
    gender: u.gender,
    brand: u.brand,
    kind: 'user' as const,
    role: u.role,
  })),
  ...DEMO_ADMINS.map((a) => ({
    account: a.email,
    password: DEMO_ADMIN_PASSWORD,
    nickname: a.nickname,
    gender: 'male' as const,
    brand: 'default' as const,
    kind: 'admin' as const,
    role: a.role,
  })),
];

// ---- the demo activity's people (DEMO_ACTIVITY): fans who paid and sent gifts, hosts who got them ----

export const DEMO_FANS = ['Haru', 'Ren', 'Sora', 'Taro', 'Jin'] as const;
export const DEMO_HOSTS = ['Aoi', 'Hana', 'Lin'] as const;
export const fanEmail = (brand: BrandId, i: number) => `fan${i + 1}.${brand}@demo.local`;
export const hostEmail = (brand: BrandId, i: number) => `host${i + 1}.${brand}@demo.local`;
export const demoInviterEmail = (brand: string) => `inviter.${brand}@demo.local`;

/**
 * The accounts of the demo activity the login page's picker offers too: the pages with the most
 * to show are theirs (fan1 and host1 are buddies, fan2 and host2 a CP pair, fan1 paid orders, the
 * hosts have income and withdrawals, the inviter has invitees in every state).
 */
export const DEMO_ACTIVITY_ACCOUNTS: TDemoAccount[] = BRAND_IDS.flatMap((brand) => [
  ...[0, 1].map((i) => ({
    account: fanEmail(brand, i),
    password: DEMO_USER_PASSWORD,
    nickname: `${DEMO_FANS[i]} (${brand})`,
    gender: 'male' as const,
    brand,
    kind: 'user' as const,
    role: 'fan' as const,
  })),
  ...[0, 1].map((i) => ({
    account: hostEmail(brand, i),
    password: DEMO_USER_PASSWORD,
    nickname: `${DEMO_HOSTS[i]} (${brand})`,
    gender: 'female' as const,
    brand,
    kind: 'user' as const,
    role: 'host' as const,
  })),
  {
    account: demoInviterEmail(brand),
    password: DEMO_USER_PASSWORD,
    nickname: 'Sora',
    gender: 'male' as const,
    brand,
    kind: 'user' as const,
    role: 'inviter' as const,
  },
]);
