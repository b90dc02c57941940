import type { TAdminReferral } from '@app/shared';
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserReferral } from '../api/referrals';
import { SectionTable } from '../kit/DetailDrawer';
import { formatTime, TIME_TO_MINUTE } from '../kit/format';

type Invitee = TAdminReferral['invitees'][number];
type Reward = TAdminReferral['rewards'][number] & { key: string };

const when = (iso: string, locale: string) => formatTime(iso, locale, TIME_TO_MINUTE);

/** The user drawer's referral section: who brought this user (code, channel, when), and whom they brought. */
export function UserReferrals({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('referral');
  const q = useUserReferral(userId);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Alert type="error" showIcon message={t('console.loadFailed')} />;
  const { referred_by: by, invited_count, invitees, rewards, rewards_paid: paid, self_flags } = q.data;
  return (
    <div data-testid="drawer-referrals">
      <Descriptions title={t('console.title')} column={1} size="small" bordered styles={{ label: { width: 200 } }}>
        <Descriptions.Item label={t('console.referredBy')}>
          {by ? (
            <span data-testid="drawer-referred-by">
              {by.referrer.nickname} <Typography.Text type="secondary">#{by.referrer.public_id}</Typography.Text>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('console.organic')}</Typography.Text>
          )}
        </Descriptions.Item>
        {by ? (
          <>
            <Descriptions.Item label={t('console.code')}>{by.code}</Descriptions.Item>
            <Descriptions.Item label={t('console.channel')}>{by.channel ? <Tag>{by.channel}</Tag> : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('console.visitedAt')}>{when(by.visited_at, i18n.language)}</Descriptions.Item>
          </>
        ) : null}
        <Descriptions.Item label={t('console.invitedCount')}>
          <span data-testid="drawer-invited-count">{invited_count}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.rewardsPaid')}>
          <span data-testid="drawer-rewards-paid">
            {t('console.paidAmounts', {
              coins: paid.coins.toLocaleString(i18n.language),
              points: paid.points.toLocaleString(i18n.language),
            })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.selfFlags')}>
          {self_flags > 0 ? (
            <Tag color="red" data-testid="drawer-self-flags">
              {self_flags}
            </Tag>
          ) : (
            '0'
          )}
        </Descriptions.Item>
      </Descriptions>
      {invited_count > 0 ? (
        <div style={{ marginTop: 16 }}>
          <SectionTable<Invitee>
            title={t('console.invitees')}
            rows={invitees}
            rowKey="registered_at"
            emptyText="—"
            testId="drawer-invitees"
            columns={[
              { title: t('console.user'), render: (_, r) => `${r.user.nickname} #${r.user.public_id}` },
              { title: t('console.channel'), dataIndex: 'channel', render: (c: string | null) => (c ? <Tag>{c}</Tag> : '—') },
              { title: t('console.registeredAt'), dataIndex: 'registered_at', render: (v: string) => when(v, i18n.language) },
            ]}
          />
        </div>
      ) : null}
      {rewards.length > 0 ? (
        <div style={{ marginTop: 16 }}>
          <SectionTable<Reward>
            title={t('console.rewards')}
            rows={rewards.map((r) => ({ ...r, key: `${r.kind}:${r.invitee.id}` }))}
            rowKey="key"
            emptyText="—"
            testId="drawer-referral-rewards"
            columns={[
              { title: t('console.user'), render: (_, r) => `${r.invitee.nickname} #${r.invitee.public_id}` },
              { title: t('console.kind'), dataIndex: 'kind', render: (k: Reward['kind']) => t(`rewardKind.${k}`) },
              {
                title: t('console.state'),
                render: (_, r) => (
                  <Tag color={r.state === 'rewarded' ? 'green' : r.state === 'qualified' ? 'blue' : 'red'}>
                    {t(`state.${r.state}`)}
                    {r.reason ? ` · ${t(`reason.${r.reason}`)}` : ''}
                  </Tag>
                ),
              },
              { title: t('console.amount'), render: (_, r) => `${r.amount.toLocaleString(i18n.language)} ${t(`asset.${r.asset}`)}` },
              { title: t('console.at'), dataIndex: 'at', render: (v: string) => when(v, i18n.language) },
            ]}
          />
        </div>
      ) : null}
    </div>
  );
}
