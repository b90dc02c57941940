/** One withdrawal: the host, the amounts, the full account for the transfer, the timeline and the actions. */
import type { TAdminWithdrawal } from '@app/shared';
import { Avatar, Descriptions, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DetailSections } from '../../kit/DetailDrawer';
import { ActionBar } from './ActionBar';
import { accountFields, type TimelineEntry, timelineOf } from './model';
import { AdminRef, AmountBreakdown, DueDate, useActor, WithdrawalStatusTag, ZonedTime } from './parts';

const STEP_COLOR: Partial<Record<TimelineEntry['step'], string>> = { paid: 'green', rejected: 'gray', failed: 'red' };

function AccountDetails({ w }: { w: TAdminWithdrawal }) {
  const { t } = useTranslation('withdrawConsole');
  const value = (key: string, v: string) => (key === 'account_type' ? t(`accountType.${v}`, { defaultValue: v }) : v);
  return (
    <Descriptions title={t('detail.accountFull')} size="small" column={1} bordered data-testid="withdrawal-account">
      <Descriptions.Item label={t('col.method')}>{t(`method.${w.method}`)}</Descriptions.Item>
      {accountFields(w.account).map((f) => (
        <Descriptions.Item key={f.key} label={t(`account.${f.key}`, { defaultValue: f.key })}>
          <Typography.Text copyable code>
            {value(f.key, f.value)}
          </Typography.Text>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function WithdrawalTimeline({ w, me }: { w: TAdminWithdrawal; me: number | null }) {
  const { t } = useTranslation('withdrawConsole');
  const label = (e: TimelineEntry) => {
    const admin = <AdminRef id={e.by} me={me} names={w.admins} />;
    switch (e.step) {
      case 'waitPay':
        return (
          <Space size={4} wrap>
            {t('timeline.waitPay', { date: w.due_on ?? '—' })}
            {w.overdue ? <Tag color="red">{t('due.overdue')}</Tag> : null}
          </Space>
        );
      case 'requested':
      case 'waitReview':
      case 'waitApprove':
        return t(`timeline.${e.step}`);
      default:
        return (
          <span>
            {t(`timeline.${e.step}`)} {e.by !== null ? admin : null}
          </span>
        );
    }
  };
  return (
    <div>
      <Typography.Title level={5}>{t('detail.timeline')}</Typography.Title>
      <Timeline
        data-testid="withdrawal-timeline"
        items={timelineOf(w).map((e) => ({
          color: e.pending ? 'gray' : (STEP_COLOR[e.step] ?? 'blue'),
          children: (
            <Space direction="vertical" size={0} data-step={e.step}>
              <Typography.Text type={e.pending ? 'secondary' : undefined}>{label(e)}</Typography.Text>
              {e.at ? <ZonedTime iso={e.at} region={w.region} /> : null}
            </Space>
          ),
        }))}
      />
    </div>
  );
}

function WithdrawalDetail({ w, onChange }: { w: TAdminWithdrawal; onChange: (w: TAdminWithdrawal) => void }) {
  const { t } = useTranslation('withdrawConsole');
  const actor = useActor();
  const u = w.user;
  return (
    <DetailSections testId="withdrawal-detail">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('col.user')}>
          <Space>
            <Avatar src={u.avatar_url ?? undefined}>{u.nickname.slice(0, 1)}</Avatar>
            <span>
              {u.nickname} · <Typography.Text copyable>{u.public_id}</Typography.Text> · <Tag>{w.brand}</Tag>
            </span>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('col.region')}>{t(`region.${w.region}`)}</Descriptions.Item>
        <Descriptions.Item label={t('col.status')}>
          <WithdrawalStatusTag status={w.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('col.account')}>{w.account_label}</Descriptions.Item>
        <Descriptions.Item label={t('col.requested')}>
          <ZonedTime iso={w.requested_at} region={w.region} />
        </Descriptions.Item>
        {w.due_on ? (
          <Descriptions.Item label={t('col.due')}>
            <DueDate w={w} />
          </Descriptions.Item>
        ) : null}
        {w.batch_id !== null ? <Descriptions.Item label={t('detail.batch')}>#{w.batch_id}</Descriptions.Item> : null}
        {w.pay_reference ? (
          <Descriptions.Item label={t('detail.reference')}>
            <Typography.Text copyable>{w.pay_reference}</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {w.reject_reason ? (
          <Descriptions.Item label={t('detail.rejectReason')}>
            <span data-testid="withdrawal-reject-reason-shown">{t(`rejectReason.${w.reject_reason}`)}</span>
          </Descriptions.Item>
        ) : null}
        {w.reject_message ? <Descriptions.Item label={t('detail.hostMessage')}>{w.reject_message}</Descriptions.Item> : null}
        {w.reject_note ? <Descriptions.Item label={t('detail.note')}>{w.reject_note}</Descriptions.Item> : null}
      </Descriptions>

      <AmountBreakdown w={w} />
      <AccountDetails w={w} />
      <WithdrawalTimeline w={w} me={actor.id} />

      <div>
        <Typography.Title level={5}>{t('detail.actions')}</Typography.Title>
        <ActionBar w={w} onDone={onChange} />
      </div>
    </DetailSections>
  );
}

/** The drawer of the picked row; the row is replaced by what an action answers. */
export function WithdrawalDrawer(props: {
  withdrawal: TAdminWithdrawal | null;
  onClose: () => void;
  onChange: (w: TAdminWithdrawal) => void;
}) {
  const { t } = useTranslation('withdrawConsole');
  const w = props.withdrawal;
  return (
    <DetailDrawer<TAdminWithdrawal>
      open={w !== null}
      onClose={props.onClose}
      width={620}
      title={w ? t('detail.title', { id: w.id }) : ''}
      data={w}
      testId="withdrawal-drawer"
    >
      {(d) => <WithdrawalDetail w={d} onChange={props.onChange} />}
    </DetailDrawer>
  );
}
