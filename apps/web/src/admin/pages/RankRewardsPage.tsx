import { BOARDS, BRAND_IDS, LIMITS, REWARD_PERIODS, type TAdminRankPayout } from '@app/shared';
import { Alert, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PayoutsFilter, usePayouts } from '../api/rankRewards';
import { REPORTS_API } from '../api/reports';
import { FilterActions } from '../kit/FilterActions';
import { serverPaging } from '../kit/paging';
import { withQuery } from '../kit/withQuery';
import { ExportButton } from './reports/ExportButton';

const PAGE_SIZE = LIMITS.pageSizeDefault;

interface FilterValues {
  board?: PayoutsFilter['board'];
  period?: PayoutsFilter['period'];
  brand?: PayoutsFilter['brand'];
  user?: string;
}

/** `d:2026-11-22` → `2026-11-22`, `w:2026-11-16` → `2026-11-16 ~` (the week's Monday) */
function periodLabel(key: string): string {
  return key.startsWith('w:') ? `${key.slice(2)} ~` : key.slice(2);
}

function Payouts() {
  const { t, i18n } = useTranslation('admin');
  const [filter, setFilter] = useState<PayoutsFilter>({ page: 1, page_size: PAGE_SIZE });
  const payouts = usePayouts(filter);

  const search = (v: FilterValues) =>
    setFilter({ page: 1, page_size: PAGE_SIZE, board: v.board, period: v.period, brand: v.brand, user: v.user?.trim() || undefined });

  const columns: TableColumnsType<TAdminRankPayout> = [
    {
      title: t('rankRewards.paidAt'),
      dataIndex: 'paid_at',
      key: 'paid_at',
      width: 165,
      render: (v: string) => new Date(v).toLocaleString(i18n.language),
    },
    { title: t('rankRewards.board'), dataIndex: 'board', key: 'board', width: 100, render: (b: string) => t(`rankRewards.boards.${b}`) },
    {
      title: t('rankRewards.periodKey'),
      key: 'period',
      width: 150,
      render: (_: unknown, p) => (
        <Space direction="vertical" size={0}>
          <span>{periodLabel(p.period)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.scope}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('rankRewards.rank'), dataIndex: 'rank', key: 'rank', width: 70, align: 'right' },
    {
      title: t('rankRewards.winner'),
      key: 'user',
      width: 150,
      render: (_: unknown, p) => (
        <Space direction="vertical" size={0}>
          <span>{p.user.nickname}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.user.public_id}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('rankRewards.score'), dataIndex: 'score', key: 'score', width: 90, align: 'right' },
    {
      title: t('rankRewards.reward'),
      key: 'items',
      width: 230,
      render: (_: unknown, p) => (
        <Space size={4} wrap>
          {p.items.map((it) => (
            <Tag key={it.asset}>
              {t(`wallet.asset.${it.asset}`)} +{it.amount}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('rankRewards.operation'), dataIndex: 'operation_id', key: 'operation_id', width: 110 },
  ];

  return (
    <Card
      title={t('rankRewards.title')}
      extra={<ExportButton endpoint={REPORTS_API.exports.rankPayouts} filters={filter} />}
      data-testid="admin-page"
    >
      <Alert type="info" showIcon message={t('rankRewards.hint')} style={{ marginBottom: 16 }} />
      <Form<FilterValues> layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item name="board">
          <Select
            allowClear
            placeholder={t('rankRewards.board')}
            style={{ width: 140 }}
            options={BOARDS.map((b) => ({ value: b, label: t(`rankRewards.boards.${b}`) }))}
          />
        </Form.Item>
        <Form.Item name="period">
          <Select
            allowClear
            placeholder={t('rankRewards.period')}
            style={{ width: 140 }}
            options={REWARD_PERIODS.map((p) => ({ value: p, label: t(`rankRewards.periods.${p}`) }))}
          />
        </Form.Item>
        <Form.Item name="brand">
          <Select
            allowClear
            placeholder={t('rankRewards.brand')}
            style={{ width: 140 }}
            options={BRAND_IDS.map((b) => ({ value: b, label: b }))}
          />
        </Form.Item>
        <Form.Item name="user">
          <Input allowClear placeholder={t('rankRewards.user')} style={{ width: 170 }} />
        </Form.Item>
        <FilterActions
          searchLabel={t('rankRewards.search')}
          resetLabel={t('rankRewards.reset')}
          onReset={() => setFilter({ page: 1, page_size: PAGE_SIZE })}
          searchTestId="payouts-search"
        />
      </Form>
      <Table<TAdminRankPayout>
        rowKey={(p) => `${p.board}|${p.scope}|${p.period}|${p.user.id}`}
        size="middle"
        columns={columns}
        dataSource={payouts.data?.items ?? []}
        loading={payouts.isFetching}
        scroll={{ x: 1080 }}
        locale={{ emptyText: t('rankRewards.empty') }}
        onRow={() => ({ 'data-testid': 'payouts-row' }) as object}
        pagination={serverPaging({
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: payouts.data?.total,
          showTotal: (total) => t('rankRewards.total', { count: total }),
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        })}
        data-testid="payouts-table"
      />
    </Card>
  );
}

export const RankRewardsPage = withQuery(Payouts);
