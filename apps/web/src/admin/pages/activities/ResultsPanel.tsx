import { type ActivityGrant, REPORTS_API, type TAdminActivityResult } from '@app/shared';
import { Card, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ActivityResultsFilter, useActivityResults } from '../../api/activities';
import { UserCell } from '../../kit/cells';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { ExportButton } from '../reports/ExportButton';

type Source = TAdminActivityResult['source'];
const SOURCES: Source[] = ['board', 'task', 'check_in', 'pool'];

/** A grant as staff read it: "currency × 20,000", "asset:silver_coin × 3", "item:vehicle_rocket · 30d". */
function grantText(g: ActivityGrant, locale: string): string {
  if (g.kind === 'currency') return `${g.amount.toLocaleString(locale)}`;
  if (g.kind === 'asset') return `${g.asset} × ${g.amount.toLocaleString(locale)}`;
  return `${g.item} · ${g.days}d`;
}

/** Every reward the event paid (board places, tasks, check-ins, pool shares), paged, with the xlsx export. */
export function ResultsPanel({ event }: { event: string }) {
  const { t, i18n } = useTranslation('activityConsole');
  const list = usePagedFilter<ActivityResultsFilter>({ event });
  const q = useActivityResults(list.filter);
  const columns: TableColumnsType<TAdminActivityResult> = [
    { title: t('results.time'), dataIndex: 'created_at', width: 170, render: (v: string) => formatTime(v, i18n.language, TIME_TO_MINUTE) },
    { title: t('results.source'), dataIndex: 'source', width: 110, render: (s: Source) => <Tag>{t(`results.sources.${s}`)}</Tag> },
    {
      title: t('results.ref'),
      key: 'ref',
      width: 200,
      render: (_: unknown, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text className="actc-mono">{r.ref}</Typography.Text>
          {r.scope ? <Typography.Text type="secondary">{r.scope}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('results.rank'), dataIndex: 'rank', width: 80, render: (v: number | null) => v ?? '—' },
    {
      title: t('results.score'),
      dataIndex: 'score',
      width: 110,
      render: (v: number | null) => (v === null ? '—' : v.toLocaleString(i18n.language)),
    },
    { title: t('results.user'), key: 'user', width: 200, render: (_: unknown, r) => <UserCell user={r.user} /> },
    {
      title: t('results.grants'),
      key: 'grants',
      render: (_: unknown, r) => (
        <Space size={[4, 4]} wrap>
          {r.grants.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a payout's grants are fixed
            <Tag key={i} color={g.kind === 'currency' ? 'gold' : g.kind === 'item' ? 'purple' : 'blue'}>
              {g.kind === 'currency' ? t('results.currency', { amount: grantText(g, i18n.language) }) : grantText(g, i18n.language)}
            </Tag>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('results.title')}
      extra={
        <Space>
          <Select<Source | ''>
            size="middle"
            style={{ width: 160 }}
            value={list.filter.source ?? ''}
            onChange={(v) => list.setFilter((f) => ({ ...f, source: v || undefined, page: 1 }))}
            options={[
              { value: '', label: t('results.allSources') },
              ...SOURCES.map((s) => ({ value: s, label: t(`results.sources.${s}`) })),
            ]}
            data-testid="activity-results-source"
          />
          <ExportButton endpoint={REPORTS_API.exports.activityResults} filters={list.filter} testId="activity-results-export" />
        </Space>
      }
    >
      <ListTable<TAdminActivityResult>
        columns={columns}
        list={list}
        query={q}
        showTotal={(total) => t('results.total', { count: total })}
        emptyText={t('results.empty')}
        scrollX={1100}
        size="small"
        testIds="activity-results"
      />
    </Card>
  );
}
