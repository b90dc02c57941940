/** The activity console's smaller pieces: state tags, the diff table, the firings table, the problems list. */
import type { TAdminActivity, TAdminActivityChange, TAdminActivityVersionState } from '@app/shared';
import { Alert, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATE_COLORS: Record<TAdminActivityVersionState, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};
export const PHASE_COLORS: Record<string, string> = { unpublished: 'default', upcoming: 'blue', running: 'green', ended: 'default' };

export function StateTag({ state }: { state: TAdminActivityVersionState }) {
  const { t } = useTranslation('activityConsole');
  return <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>;
}

/** A value of a diff cell: short JSON, monospace; an absent side is a dash. */
function Value({ v }: { v: unknown }) {
  if (v === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return (
    <Typography.Text className="actc-mono" ellipsis={{ tooltip: text }} style={{ maxWidth: 260 }}>
      {text}
    </Typography.Text>
  );
}

export function DiffTable({ diff, basedOn }: { diff: TAdminActivityChange[]; basedOn: number | null }) {
  const { t } = useTranslation('activityConsole');
  const columns: TableColumnsType<TAdminActivityChange> = [
    { title: t('diff.path'), dataIndex: 'path', render: (p: string) => <Typography.Text className="actc-mono">{p}</Typography.Text> },
    { title: t('diff.before'), key: 'before', render: (_: unknown, c) => <Value v={c.before} /> },
    { title: '', key: 'arrow', width: 28, render: () => '→' },
    { title: t('diff.after'), key: 'after', render: (_: unknown, c) => <Value v={c.after} /> },
  ];
  return (
    <div data-testid="activity-diff">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {basedOn === null ? t('diff.noBase') : t('diff.against', { version: basedOn, count: diff.length })}
      </Typography.Text>
      <Table<TAdminActivityChange>
        rowKey="path"
        size="small"
        columns={columns}
        dataSource={diff}
        pagination={diff.length > 12 ? { pageSize: 12, size: 'small', showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('diff.none')} /> }}
        onRow={(c) => ({ 'data-testid': 'activity-diff-row', 'data-path': c.path }) as object}
      />
    </div>
  );
}

type Firing = TAdminActivity['firings'][number];

/** The firing's name: start, end, pool and split by name; 'stage:<id>' as the stage's cut. */
function useFiringName() {
  const { t } = useTranslation('activityConsole');
  return (key: string) => {
    const [kind, id] = key.split(':', 2);
    if (kind === 'stage' && id) return t('firing.stage', { stage: id });
    return t(`firing.${kind}`, { defaultValue: key });
  };
}

export function FiringsTable({ firings }: { firings: Firing[] }) {
  const { t } = useTranslation('activityConsole');
  const name = useFiringName();
  // the left column is narrow: the zone goes in the header, each time on one line, UTC beneath it
  const zone = firings[0]?.zone ?? '';
  const columns: TableColumnsType<Firing> = [
    {
      title: t('firing.key'),
      dataIndex: 'key',
      render: (k: string, f) => (
        <Typography.Text type={f.past ? 'secondary' : undefined} title={k}>
          {name(k)}
        </Typography.Text>
      ),
    },
    {
      title: `${t('firing.local')} · ${zone}`,
      key: 'local',
      render: (_: unknown, f) => (
        <div className="actc-firing-time">
          <Typography.Text type={f.past ? 'secondary' : undefined}>{f.local}</Typography.Text>
          <Typography.Text type="secondary" className="actc-firing-utc">
            {t('firing.utc')} {f.at.slice(0, 16).replace('T', ' ')}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: '',
      dataIndex: 'past',
      width: 64,
      render: (past: boolean) => <Tag color={past ? 'default' : 'blue'}>{past ? t('firing.past') : t('firing.upcoming')}</Tag>,
    },
  ];
  return (
    <Table<Firing>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={firings}
      pagination={false}
      className="actc-firings"
      data-testid="activity-firings"
      onRow={(f) => ({ 'data-testid': 'activity-firing-row', 'data-key': f.key, 'data-past': String(f.past) }) as object}
    />
  );
}

/** The validator's problems (saved version) or the JSON's parse error, inline under the editor. */
export function ProblemsList({ problems, jsonError }: { problems: string[]; jsonError: string | null }) {
  const { t } = useTranslation('activityConsole');
  if (jsonError)
    return (
      <Alert type="error" showIcon data-testid="activity-problems" data-count={1} message={t('editor.badJson', { error: jsonError })} />
    );
  if (problems.length === 0)
    return <Alert type="success" showIcon data-testid="activity-problems" data-count={0} message={t('editor.noProblems')} />;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="activity-problems"
      data-count={problems.length}
      message={t('editor.problems', { count: problems.length })}
      description={
        <ul className="actc-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      }
    />
  );
}
