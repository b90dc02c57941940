import { BOARDS, REWARD_PERIODS, type TAdminRankPayout } from '@app/shared';
import { Alert, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PayoutsFilter, usePayouts } from '../api/rankRewards';
import { REPORTS_API } from '../api/reports';
import { StackedCell, TimeCell } from '../kit/cells';
import { BRAND_OPTIONS, FilterForm, FilterInput, FilterSelect, optionsOf } from '../kit/filters';
import { TIME_TO_MINUTE } from '../kit/format';
import { ListCard } from '../kit/ListCard';
import { ListTable, usePagedFilter } from '../kit/ListTable';
import { withQuery } from '../kit/withQuery';
import { ExportButton } from './reports/ExportButton';

/** `d:2026-11-22` → `2026-11-22`, `w:2026-11-16` → `2026-11-16 ~` (the week's Monday) */
function periodLabel(key: string): string {
  return key.startsWith('w:') ? `${key.slice(2)} ~` : key.slice(2);
}

function Payouts() {
  const { t, i18n } = useTranslation('admin');
  const list = usePagedFilter<PayoutsFilter>();
  const payouts = usePayouts(list.filter);

  const columns: TableColumnsType<TAdminRankPayout> = [
    {
      title: t('rankRewards.paidAt'),
      dataIndex: 'paid_at',
      key: 'paid_at',
      width: 165,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
    },
    { title: t('rankRewards.board'), dataIndex: 'board', key: 'board', width: 100, render: (b: string) => t(`rankRewards.boards.${b}`) },
    {
      title: t('rankRewards.periodKey'),
      key: 'period',
      width: 150,
      render: (_: unknown, p) => <StackedCell main={periodLabel(p.period)} sub={p.scope} />,
    },
    { title: t('rankRewards.rank'), dataIndex: 'rank', key: 'rank', width: 70, align: 'right' },
    {
      title: t('rankRewards.winner'),
      key: 'user',
      width: 150,
      render: (_: unknown, p) => <StackedCell main={p.user.nickname} sub={p.user.public_id} />,
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
    <ListCard
      title={t('rankRewards.title')}
      actions={[<ExportButton key="export" endpoint={REPORTS_API.exports.rankPayouts} filters={list.filter} />]}
    >
      <Alert type="info" showIcon message={t('rankRewards.hint')} style={{ marginBottom: 16 }} />
      <FilterForm list={list} labels={(k) => t(`rankRewards.${k}`)} testIds="payouts">
        <FilterSelect
          name="board"
          width={140}
          placeholder={t('rankRewards.board')}
          options={optionsOf(BOARDS, (b) => t(`rankRewards.boards.${b}`))}
        />
        <FilterSelect
          name="period"
          width={140}
          placeholder={t('rankRewards.period')}
          options={optionsOf(REWARD_PERIODS, (p) => t(`rankRewards.periods.${p}`))}
        />
        <FilterSelect name="brand" width={140} placeholder={t('rankRewards.brand')} options={BRAND_OPTIONS} />
        <FilterInput name="user" width={170} placeholder={t('rankRewards.user')} />
      </FilterForm>
      <ListTable<TAdminRankPayout>
        rowKey={(p) => `${p.board}|${p.scope}|${p.period}|${p.user.id}`}
        columns={columns}
        list={list}
        query={payouts}
        scrollX={1080}
        emptyText={t('rankRewards.empty')}
        showTotal={(total) => t('rankRewards.total', { count: total })}
        testIds="payouts"
      />
    </ListCard>
  );
}

export const RankRewardsPage = withQuery(Payouts);
