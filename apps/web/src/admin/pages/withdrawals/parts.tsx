/** Small pieces the withdrawal list, drawer and batches share. */
import { REGION_TIME_ZONES, type Region, type TAdminWithdrawal, type WithdrawalStatus } from '@app/shared';
import { Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { ADMIN_ROOT_ID } from '../../../app/adminRouteIds';
import { formatPrice } from '../../../features/money/format';
import type { AdminRootData } from '../../console';
import { StatusTag } from '../../kit/cells';
import { formatTimeParts, TIME_TO_MINUTE_24H, zoneName } from '../../kit/format';
import { type Actor, STATUS_COLORS, zonedTime } from './model';

/** The signed-in admin (the guard loaded them with the console's root). */
export function useActor(): Actor {
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  return { id: data?.session?.profile.id ?? null, perms: data?.session?.perms ?? {} };
}

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('withdrawConsole');
  return <StatusTag status={status} colors={STATUS_COLORS} label={t(`status.${status}`)} testId="withdrawal-status" />;
}

/**
 * A time in the region's clock, the clock named small below it in the reader's language
 * (`中国标准时间（GMT+8）`; its IANA id on hover).
 */
export function ZonedTime({ iso, region }: { iso: string | null; region: Region }) {
  const { i18n } = useTranslation('withdrawConsole');
  const { text, zone } = zonedTime(iso, region, i18n.language);
  if (!iso) return <>{text}</>;
  const clock = formatTimeParts(iso, i18n.language, TIME_TO_MINUTE_24H, zone).text;
  return (
    <Space direction="vertical" size={0}>
      <span style={{ whiteSpace: 'nowrap' }}>{clock}</span>
      <Typography.Text type="secondary" style={{ fontSize: 11 }} title={zone}>
        {zoneName(zone, i18n.language, new Date(iso))}
      </Typography.Text>
    </Space>
  );
}

/** An admin by nickname (else `#12`), with "(you)" for the signed-in one. */
export function AdminRef({ id, me, names }: { id: number | null; me: number | null; names?: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('withdrawConsole');
  if (id === null) return <>—</>;
  const name = names?.[String(id)];
  const label = name ?? t('admin', { id });
  return (
    <span data-testid="withdrawal-admin" data-admin-id={id}>
      {id === me ? t('adminYouNamed', { name: label }) : label}
    </span>
  );
}

export const cash = (w: Pick<TAdminWithdrawal, 'currency'>, amount: number, locale: string) => formatPrice(amount, w.currency, locale);

/** Points → gross − fee − tax withheld = net, as a small list. */
export function AmountBreakdown({ w }: { w: TAdminWithdrawal }) {
  const { t, i18n } = useTranslation('withdrawConsole');
  const money = (n: number) => cash(w, n, i18n.language);
  return (
    <Descriptions size="small" column={1} bordered data-testid="withdrawal-amounts">
      <Descriptions.Item label={t('amount.points')}>
        {t('amount.pointsValue', { points: w.points.toLocaleString(i18n.language) })}
      </Descriptions.Item>
      <Descriptions.Item label={t('amount.gross')}>{money(w.gross)}</Descriptions.Item>
      <Descriptions.Item label={t('amount.fee')}>− {money(w.fee)}</Descriptions.Item>
      <Descriptions.Item label={t('amount.withholding')}>− {money(w.withholding)}</Descriptions.Item>
      <Descriptions.Item label={t('amount.net')}>
        <Typography.Text strong>{money(w.net)}</Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The net cash, the breakdown in a tooltip. */
export function AmountCell({ w }: { w: TAdminWithdrawal }) {
  const { t, i18n } = useTranslation('withdrawConsole');
  const money = (n: number) => cash(w, n, i18n.language);
  const tip = (
    <Space direction="vertical" size={0}>
      <span>{`${t('amount.points')}: ${t('amount.pointsValue', { points: w.points.toLocaleString(i18n.language) })}`}</span>
      <span>{`${t('amount.gross')}: ${money(w.gross)}`}</span>
      <span>{`${t('amount.fee')}: − ${money(w.fee)}`}</span>
      <span>{`${t('amount.withholding')}: − ${money(w.withholding)}`}</span>
      <span>{`${t('amount.net')}: ${money(w.net)}`}</span>
    </Space>
  );
  return (
    <Tooltip title={tip}>
      <Space direction="vertical" size={0} style={{ cursor: 'help' }}>
        <Typography.Text strong data-testid="withdrawal-net">
          {money(w.net)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('amount.pointsValue', { points: w.points.toLocaleString(i18n.language) })}
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}

/**
 * The day an approved withdrawal is due (the region's calendar, its clock named), an "overdue" tag
 * and the business days since approval while it is unpaid.
 */
export function DueDate({ w }: { w: Pick<TAdminWithdrawal, 'due_on' | 'region' | 'overdue' | 'age_business_days'> }) {
  const { t } = useTranslation('withdrawConsole');
  if (!w.due_on) return <>—</>;
  return (
    <Space direction="vertical" size={0}>
      <Space size={4} wrap>
        <span style={{ whiteSpace: 'nowrap' }}>{w.due_on}</span>
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {REGION_TIME_ZONES[w.region]}
        </Typography.Text>
        {w.overdue ? (
          <Tag color="red" data-testid="withdrawal-overdue">
            {t('due.overdue')}
          </Tag>
        ) : null}
      </Space>
      {w.age_business_days !== null ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('due.age', { days: w.age_business_days })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
