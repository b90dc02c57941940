/**
 * Demo feedback (DEMO with DEMO_ACTIVITY): threads in each state and region so the console queue
 * looks alive on `npm start`, made through the service as users and staff would. Once per database.
 */
import { feedbackRegionsOf } from '@app/shared';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import { findUsersByEmails } from '../accounts/service';
import { listAdminAccounts } from '../admin/service';
import { solidPng } from './png';
import * as repo from './repo';
import type { SupportDeps } from './service';
import * as service from './service';

const MIN = 60_000;

export async function seedSupportDemo(deps: SupportDeps): Promise<void> {
  if (await repo.anyThreads(deps.db)) return;
  const admins = (await listAdminAccounts(deps.db, 50)).filter((a) => feedbackRegionsOf(a.perms).includes('default'));
  const a = admins[0];
  if (!a) return;
  const admin: AuthedAdmin = { id: Number(a.id), email: a.email, nickname: a.nickname, perms: new Set(a.perms) };
  const emails = ['user1.ucoo_plus', 'user2.wakoo', 'user1.wakoo', 'user2.ucoo_plus', 'user2.default', 'user1.default'].map(
    (e) => `${e}@demo.local`,
  );
  const users = await findUsersByEmails(deps.db, emails);
  const user = (e: string): AuthedUser | null => {
    const u = [...users.values()].find((x) => x.email === `${e}@demo.local`);
    return u ? { id: u.id, publicId: u.public_id, brand: u.brand, region: u.region } : null;
  };
  const at = (minutesAgo: number): SupportDeps => ({ ...deps, now: () => new Date(deps.now().getTime() - minutesAgo * MIN) });
  const device = { platform: 'ios', app_version: '3.8.1', in_app: true };

  const staffImage = await service.upload(deps, { kind: 'admin', id: admin.id }, solidPng(320, 180, [64, 120, 220]).toString('base64'));
  const canned: Array<[string, string, 'zh-CN' | 'ja', string | null]> = [
    ['问候', '您好，感谢您的反馈！我们已收到，正在为您处理。', 'zh-CN', null],
    ['充值未到账', '请提供订单号和支付截图，我们会在 24 小时内为您核实并补发。', 'zh-CN', null],
    ['充值步骤图', '请参考下图完成充值操作：', 'zh-CN', staffImage.key],
    ['结束语', '如还有其他问题，欢迎随时联系我们，祝您使用愉快！', 'zh-CN', null],
    ['ご挨拶', 'お問い合わせいただきありがとうございます。担当者が確認いたします。', 'ja', null],
    ['ログイン不具合', 'お手数ですが、アプリを最新版に更新してから再度ログインをお試しください。', 'ja', null],
    ['締めの挨拶', 'ほかにご不明な点がございましたら、いつでもお問い合わせください。', 'ja', null],
  ];
  for (const [title, text, language, image] of canned) await service.saveCanned(deps, admin, { title, text, language, image }, '127.0.0.1');

  const open = async (
    e: string,
    minutesAgo: number,
    language: 'zh-CN' | 'ja' | 'en',
    category: 'recharge' | 'account' | 'bug' | 'report' | 'suggestion',
    text: string,
    withImage = false,
  ) => {
    const u = user(e);
    if (!u) return null;
    const images = withImage
      ? [(await service.upload(at(minutesAgo), { kind: 'user', id: u.id }, solidPng(240, 420, [240, 140, 90]).toString('base64'))).key]
      : [];
    return { u, id: (await service.createThread(at(minutesAgo), u, { category, text, images, language, device })).thread.id };
  };

  // open, no answer for 3 hours: first-response SLA breached
  await open('user1.ucoo_plus', 180, 'zh-CN', 'recharge', '我充值了 600 钻石，但是余额没有变化，已经等了一个小时了，请帮忙查一下。', true);
  // new, inside its SLA
  await open('user2.wakoo', 25, 'ja', 'account', '昨日から何度ログインしてもエラーになります。機種変更はしていません。');
  // answered by staff
  const answered = await open('user1.wakoo', 26 * 60, 'zh-CN', 'bug', '进入语音房后没有声音，重启也不行。');
  if (answered) {
    await service.claim(at(25 * 60), admin, answered.id, '127.0.0.1');
    await service.reply(
      at(25 * 60),
      admin,
      answered.id,
      { text: '您好，请在系统设置中确认麦克风权限已开启，然后重新进入房间试试。', images: [] },
      '127.0.0.1',
    );
  }
  // claimed, being worked on
  const claimed = await open('user2.default', 50, 'en', 'report', 'Someone in room 1024 keeps sending insulting messages to everyone.');
  if (claimed) await service.claim(at(40), admin, claimed.id, '127.0.0.1');
  // closed and rated
  const closed = await open('user1.default', 3 * 24 * 60, 'zh-CN', 'suggestion', '希望可以增加夜间模式。');
  if (closed) {
    await service.reply(at(3 * 24 * 60 - 30), admin, closed.id, { text: '感谢建议！夜间模式已在开发计划中。', images: [] }, '127.0.0.1');
    await service.setStatus(at(3 * 24 * 60 - 40), admin, closed.id, 'closed', '127.0.0.1');
    await service.rate(deps, closed.u, closed.id, { rating: 5, comment: '回复很快' });
  }
  // resolution SLA breached, then closed with a low rating
  const late = await open('user2.ucoo_plus', 4 * 24 * 60, 'zh-CN', 'recharge', '退款申请提交一周了还没有结果。');
  if (late) {
    await service.reply(at(4 * 24 * 60 - 300), admin, late.id, { text: '已转交财务处理，请耐心等待。', images: [] }, '127.0.0.1');
    await service.setStatus(at(60), admin, late.id, 'closed', '127.0.0.1');
    await service.rate(deps, late.u, late.id, { rating: 2, comment: '' });
  }
}
