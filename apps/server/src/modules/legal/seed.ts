/**
 * Demo registration tables (DEMO): a few demo hosts who filled in /h5/register_info_table, so the
 * console's list is not empty on `npm start`. Each row accepts the table's current version, as a
 * submission does. Once per database (nothing is added when any row is there).
 */
import type { BrandId, Region } from '@app/shared';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import type { LegalDeps } from './service';

const HOUR = 3_600_000;

interface DemoRow {
  email: string;
  hoursAgo: number;
  real_name: string;
  birth_date: string;
  phone: string;
  contact_kind: 'line' | 'wechat' | 'kakao' | 'phone' | 'other';
  contact_id: string;
  area: string;
  guild: string;
  experience: string;
}

/** oldest first: the list shows the newest on top */
const ROWS: readonly DemoRow[] = [
  {
    email: 'anchor1.default@demo.local',
    hoursAgo: 26 * 24,
    real_name: '林美玲',
    birth_date: '1995-08-10',
    phone: '+8613800138001',
    contact_kind: 'wechat',
    contact_id: 'meiling_live',
    area: '广东省 深圳市',
    guild: '星河传媒',
    experience: '在其他平台做过一年唱歌主播，每周直播 5 天。',
  },
  {
    email: 'anchor1.ucoo_plus@demo.local',
    hoursAgo: 9 * 24,
    real_name: '陈思雨',
    birth_date: '1995-08-10',
    phone: '+8613900139002',
    contact_kind: 'wechat',
    contact_id: 'siyu_chat',
    area: '浙江省 杭州市',
    guild: '',
    experience: '',
  },
  {
    email: 'anchor1.wakoo@demo.local',
    hoursAgo: 5 * 24,
    real_name: '佐藤 結菜',
    birth_date: '1995-08-10',
    phone: '+819087651234',
    contact_kind: 'line',
    contact_id: 'yuna_sato',
    area: '東京都 渋谷区',
    guild: 'ルミナス事務所',
    experience: '雑談配信を2年ほど続けています。',
  },
  {
    email: 'anchor2.wakoo@demo.local',
    hoursAgo: 50,
    real_name: '김 유나',
    birth_date: '1996-08-11',
    phone: '+821012345678',
    contact_kind: 'kakao',
    contact_id: 'yuna_kim',
    area: '大阪府 大阪市',
    guild: '',
    experience: '노래 방송 경험 6개월.',
  },
  {
    email: 'anchor1.ocha@demo.local',
    hoursAgo: 20,
    real_name: '高橋 美咲',
    birth_date: '1995-08-10',
    phone: '+818098765432',
    contact_kind: 'line',
    contact_id: 'misaki_ocha',
    area: '福岡県 福岡市',
    guild: 'ルミナス事務所',
    experience: 'ゲーム配信（週3回）。',
  },
  {
    email: 'anchor2.default@demo.local',
    hoursAgo: 3,
    real_name: '王晓雪',
    birth_date: '1996-08-11',
    phone: '+8613700137003',
    contact_kind: 'phone',
    contact_id: '+8613700137003',
    area: '四川省 成都市',
    guild: '',
    experience: '新人，想尝试聊天直播。',
  },
];

export async function seedLegalDemo(deps: LegalDeps): Promise<void> {
  if ((await repo.registerInfoPage(deps.db, {}, 1, 0)).total > 0) return;
  const now = deps.now();
  const version = (await repo.currentVersion(deps.db, 'register_info', now))[0]?.version;
  if (version === undefined) return;
  const users = new Map(
    (
      await findUsersByEmails(
        deps.db,
        ROWS.map((r) => r.email),
      )
    ).map((u) => [u.email, u]),
  );
  await deps.db.tx(async (q) => {
    for (const { email, hoursAgo, ...row } of ROWS) {
      const u = users.get(email);
      if (!u) continue;
      const at = new Date(now.getTime() - hoursAgo * HOUR);
      await repo.accept(q, { userId: u.id, slug: 'register_info', version, at, ip: '127.0.0.1' });
      await repo.insertRegisterInfo(q, {
        ...row,
        user_id: u.id,
        brand: u.brand as BrandId,
        region: u.region as Region,
        version,
        ip: '127.0.0.1',
        created_at: at,
      });
    }
  });
}
