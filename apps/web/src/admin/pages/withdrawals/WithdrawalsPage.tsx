/**
 * Console: withdrawal review (finance.withdraw_review / withdraw_approve / withdraw_pay). A host's
 * request is reviewed by one admin, approved (or rejected) by a second and marked paid (or
 * failed) by a third; approved bank and PayPay withdrawals leave as batch files. The list is paged
 * by cursor ("load more"); a row opens its drawer with the actions this admin may take.
 */
import {
  ALL_PAYOUT_METHODS,
  REGIONS,
  type TAdminWithdrawal,
  type TAdminWithdrawalStats,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@app/shared';
import { Avatar, Button, Skeleton, Space, type TableColumnsType, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalStats, useWithdrawals, type WithdrawalsFilter } from '../../api/withdrawals';
import { UserCell } from '../../kit/cells';
import { FilterForm, FilterSelect, optionsOf } from '../../kit/filters';
import { ListCard } from '../../kit/ListCard';
import { ListTable } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { Batches } from './Batches';
import { defaultStatus } from './model';
import { AdminRef, AmountCell, DueDate, useActor, WithdrawalStatusTag, ZonedTime } from './parts';
import { StatsCards } from './StatsCards';
import { WithdrawalDrawer } from './WithdrawalDrawer';

type Tab = WithdrawalStatus | 'all';
type FilterValues = Pick<WithdrawalsFilter, 'region' | 'method'>;

function StatusTabs({ value, onChange, counts }: { value: Tab; onChange: (t: Tab) => void; counts?: TAdminWithdrawalStats['counts'] }) {
  const { t } = useTranslation('withdrawConsole');
  const label = (s: WithdrawalStatus) => (
    <span data-testid={`withdrawal-tab-${s}`}>
      {t(`status.${s}`)}{' '}
      {counts ? (
        <Typography.Text type="secondary" data-testid="withdrawal-tab-count">
          {counts[s] ?? 0}
        </Typography.Text>
      ) : null}
    </span>
  );
  return (
    <Tabs
      activeKey={value}
      onChange={(k) => onChange(k as Tab)}
      items={[
        ...WITHDRAWAL_STATUSES.map((s) => ({ key: s, label: label(s) })),
        { key: 'all', label: <span data-testid="withdrawal-tab-all">{t('tabs.all')}</span> },
      ]}
      data-testid="withdrawal-tabs"
    />
  );
}

/** Who took each step so far: R(eviewed), A(pproved), P(aid) / rejected. */
function Handlers({ w, me }: { w: TAdminWithdrawal; me: number | null }) {
  const { t } = useTranslation('withdrawConsole');
  const rows = [
    ['reviewed', w.reviewed_by],
    ['approved', w.approved_by],
    ['paid', w.paid_by],
    ['rejected', w.rejected_by],
    ['failed', w.failed_by],
  ] as const;
  const shown = rows.filter(([, id]) => id !== null);
  if (shown.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {shown.map(([step, id]) => (
        <Typography.Text key={step} style={{ fontSize: 12 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`handlers.${step}`)}
          </Typography.Text>{' '}
          <AdminRef id={id} me={me} names={w.admins} />
        </Typography.Text>
      ))}
    </Space>
  );
}

function Withdrawals() {
  const { t, ready } = useTranslation('withdrawConsole');
  const actor = useActor();
  const [status, setStatus] = useState<Tab>(() => defaultStatus(actor.perms));
  const [filters, setFilters] = useState<FilterValues>({});
  const [selected, setSelected] = useState<TAdminWithdrawal | null>(null);
  const stats = useWithdrawalStats();
  const query = useWithdrawals({ ...filters, status: status === 'all' ? undefined : status });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  if (!ready) {
    return (
      <div data-testid="admin-page">
        <Skeleton active />
      </div>
    );
  }

  const columns: TableColumnsType<TAdminWithdrawal> = [
    { title: t('col.id'), dataIndex: 'id', key: 'id', width: 64, render: (id: number) => `#${id}` },
    // the state first; the columns fit a 1440 px screen without scrolling
    {
      title: t('col.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (s: WithdrawalStatus) => <WithdrawalStatusTag status={s} />,
    },
    {
      title: t('col.user'),
      key: 'user',
      width: 160,
      render: (_: unknown, w) => (
        <Space>
          <Avatar size="small" src={w.user.avatar_url ?? undefined}>
            {w.user.nickname.slice(0, 1)}
          </Avatar>
          <UserCell user={{ nickname: w.user.nickname, public_id: w.user.public_id, brand: w.brand }} />
        </Space>
      ),
    },
    { title: t('col.region'), dataIndex: 'region', key: 'region', width: 72, render: (r: string) => t(`region.${r}`) },
    { title: t('col.amount'), key: 'amount', width: 120, align: 'right', render: (_: unknown, w) => <AmountCell w={w} /> },
    {
      title: t('col.method'),
      key: 'method',
      width: 150,
      render: (_: unknown, w) => (
        <Space direction="vertical" size={0}>
          <Tag>{t(`method.${w.method}`)}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {w.account_label}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('col.requested'),
      dataIndex: 'requested_at',
      key: 'requested_at',
      width: 166,
      render: (_: unknown, w) => <ZonedTime iso={w.requested_at} region={w.region} />,
    },
    { title: t('col.due'), key: 'due', width: 150, render: (_: unknown, w) => <DueDate w={w} /> },
    { title: t('col.handlers'), key: 'handlers', width: 120, render: (_: unknown, w) => <Handlers w={w} me={actor.id} /> },
  ];

  return (
    <>
      <StatsCards />
      <ListCard title={t('title')}>
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        <StatusTabs value={status} onChange={setStatus} counts={stats.data?.counts} />
        <FilterForm<FilterValues>
          onSearch={(v) => setFilters({ region: v.region ?? undefined, method: v.method ?? undefined })}
          onReset={() => setFilters({})}
          labels={(k) => t(`filter.${k}`)}
          testIds="withdrawals"
        >
          <FilterSelect
            name="region"
            width={140}
            placeholder={t('filter.region')}
            options={optionsOf(REGIONS, (r) => t(`region.${r}`))}
            data-testid="withdrawals-region"
          />
          <FilterSelect
            name="method"
            width={160}
            placeholder={t('filter.method')}
            options={optionsOf(ALL_PAYOUT_METHODS, (m) => t(`method.${m}`))}
            data-testid="withdrawals-method"
          />
        </FilterForm>
        {/* paged by cursor: every loaded row on one page (no pager), "load more" below */}
        <ListTable<TAdminWithdrawal>
          columns={columns}
          list={{ filter: { page: 1, page_size: Math.max(1, items.length) }, setPage: () => undefined }}
          query={{ data: { items, total: items.length }, isFetching: query.isFetching && !query.isFetchingNextPage }}
          showTotal={(n) => t('shown', { n })}
          scrollX={1100}
          emptyText={t('empty')}
          onRowClick={setSelected}
          rowAttrs={(w) => ({ 'data-id': w.id, 'data-status': w.status })}
          testIds="withdrawals"
        />
        {query.hasNextPage ? (
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="withdrawals-more">
              {t('loadMore')}
            </Button>
          </div>
        ) : null}
        <WithdrawalDrawer withdrawal={selected} onClose={() => setSelected(null)} onChange={setSelected} />
      </ListCard>
      <Batches />
    </>
  );
}

export const WithdrawalsPage = withQuery(Withdrawals);
