import type { TAdminReferral } from '@app/shared';
import { Alert, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserReferral } from '../api/referrals';
import { SectionTable } from '../kit/DetailDrawer';

type Invitee = TAdminReferral['invitees'][number];

const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The user drawer's referral section: who brought this user (code, channel, when), and whom they brought. */
export function UserReferrals({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('referral');
  const q = useUserReferral(userId);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Alert type="error" showIcon message={t('console.loadFailed')} />;
  const { referred_by: by, invited_count, invitees } = q.data;
  return (
    <div data-testid="drawer-referrals">
      <Descriptions title={t('console.title')} column={1} size="small" bordered>
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
    </div>
  );
}
