import { ADMIN_API_BASE, type TAuditChainStatus, type TAuditLogEntry } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Form,
  Row,
  Skeleton,
  Space,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditFilter, useAuditChain, useAuditFacets, useAuditLogs, useVerifyAuditChain } from '../../api/audit';
import { REPORTS_API } from '../../api/reports';
import { StackedCell } from '../../kit/cells';
import { DetailDrawer, DetailSections } from '../../kit/DetailDrawer';
import { DateRangeFilter, type DateRangeValue, FilterForm, FilterInput, FilterSelect } from '../../kit/filters';
import { formatTime as formatAt, TIME_TO_MINUTE_24H } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { ExportButton } from '../reports/ExportButton';

const JSON_STYLE = {
  margin: 0,
  padding: 12,
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
  maxHeight: 360,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

interface FilterValues {
  admin_id?: number;
  action?: string;
  target?: string;
  dates?: DateRangeValue;
  denied?: boolean;
}

const SECONDS_24H: Intl.DateTimeFormatOptions = { ...TIME_TO_MINUTE_24H, second: '2-digit' };
const formatTime = (iso: string | null, locale: string) => formatAt(iso, locale, SECONDS_24H);

/**
 * An audit action as staff read it: its label in the console's language (the raw code when the
 * code is newer than the labels); the code itself stays at hand for tests and engineers.
 */
function useActionLabel(): (code: string) => string {
  const { t } = useTranslation('audit');
  const labels = t('actions', { returnObjects: true }) as Record<string, string> | string;
  return (code) => (typeof labels === 'object' && labels[code]) || code;
}

/** A JSON value as indented text (rendered as text: nothing in it is markup). */
function JsonBlock({ value, testId }: { value: unknown; testId?: string }) {
  const { t } = useTranslation('audit');
  if (value === null || value === undefined) return <Typography.Text type="secondary">{t('drawer.none')}</Typography.Text>;
  return (
    <pre style={JSON_STYLE} data-testid={testId}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** Denied console calls in red; an action that reports its own failure (auth.login_failed) in orange. */
function ResultBadge({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation('audit');
  if (entry.denied) return <Badge status="error" text={t('result.denied')} />;
  if (entry.action.endsWith('_failed')) return <Badge status="warning" text={t('result.failed')} />;
  return <Badge status="success" text={t('result.ok')} />;
}

function ChainStatus({
  status,
  loading,
  onVerify,
  verifying,
}: {
  status?: TAuditChainStatus;
  loading: boolean;
  onVerify: () => void;
  verifying: boolean;
}) {
  const { t, i18n } = useTranslation('audit');
  if (!status) return loading ? <Skeleton.Button active size="small" style={{ width: 260 }} /> : null;
  return (
    <Space size={12} data-testid="audit-chain" data-ok={String(status.ok)}>
      {status.ok ? (
        <Tooltip title={t('chain.lastFull', { time: formatTime(status.last_full_at, i18n.language) })}>
          <Badge status="success" text={t('chain.ok', { verified: status.verified_seq, total: status.head_seq })} />
        </Tooltip>
      ) : (
        <Badge
          status="error"
          text={t('chain.broken', {
            seq: status.first_broken?.seq ?? '—',
            id: status.first_broken?.id ?? '—',
            reason: t(`chain.reason.${status.first_broken?.reason ?? 'hash_mismatch'}`),
            verified: status.verified_seq,
          })}
        />
      )}
      <Button size="small" onClick={onVerify} loading={verifying} data-testid="audit-verify">
        {t('chain.verifyAll')}
      </Button>
    </Space>
  );
}

function EntryDrawer({ entry, onClose }: { entry: TAuditLogEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('audit');
  const actionLabel = useActionLabel();
  return (
    <DetailDrawer
      open={entry !== null}
      onClose={onClose}
      width={760}
      title={entry ? `${actionLabel(entry.action)} · #${entry.seq ?? entry.id}` : ''}
      data={entry}
      placeholder={null}
    >
      {(entry) => (
        <DetailSections testId="audit-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('col.time')} span={2}>
              {formatTime(entry.created_at, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.admin')}>
              {entry.admin ? `${entry.admin.nickname} (#${entry.admin.id})` : t('anonymous')}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.result')}>
              <ResultBadge entry={entry} />
            </Descriptions.Item>
            <Descriptions.Item label={t('col.action')}>
              {actionLabel(entry.action)} <Typography.Text code>{entry.action}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('col.target')}>{entry.target ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('col.ip')}>{entry.ip ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('col.seq')}>{entry.seq ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.userAgent')} span={2}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entry.user_agent ?? '—'}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.hash')} span={2}>
              <Typography.Text code copyable style={{ fontSize: 12 }}>
                {entry.hash ?? '—'}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Title level={5}>{t('drawer.before')}</Typography.Title>
              <JsonBlock value={entry.before} testId="audit-before" />
            </Col>
            <Col span={12}>
              <Typography.Title level={5}>{t('drawer.after')}</Typography.Title>
              <JsonBlock value={entry.after} testId="audit-after" />
            </Col>
          </Row>
          <div>
            <Typography.Title level={5}>{t('drawer.detail')}</Typography.Title>
            <JsonBlock value={entry.detail} testId="audit-detail-json" />
          </div>
        </DetailSections>
      )}
    </DetailDrawer>
  );
}

function AuditLog() {
  const { t, i18n, ready } = useTranslation(['audit', 'admin']);
  const list = usePagedFilter<AuditFilter>();
  const [selected, setSelected] = useState<TAuditLogEntry | null>(null);
  const logs = useAuditLogs(list.filter);
  const facets = useAuditFacets();
  const chain = useAuditChain();
  const verify = useVerifyAuditChain();
  const actionLabel = useActionLabel();

  const search = (v: FilterValues) =>
    list.search({
      admin_id: v.admin_id,
      action: v.action,
      target: v.target,
      from: v.dates?.[0]?.startOf('day').toISOString(),
      to: v.dates?.[1]?.add(1, 'day').startOf('day').toISOString(),
      denied: v.denied ? 'true' : undefined,
    });

  const columns: TableColumnsType<TAuditLogEntry> = [
    {
      title: t('col.seq'),
      dataIndex: 'seq',
      key: 'seq',
      width: 70,
      render: (v: number | null) => <Typography.Text type="secondary">{v ?? '—'}</Typography.Text>,
    },
    { title: t('col.time'), dataIndex: 'created_at', key: 'time', width: 200, render: (v: string) => formatTime(v, i18n.language) },
    {
      title: t('col.admin'),
      key: 'admin',
      width: 170,
      ellipsis: true,
      render: (_: unknown, e) =>
        e.admin ? (
          <span>
            {e.admin.nickname} <Typography.Text type="secondary">#{e.admin.id}</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('anonymous')}</Typography.Text>
        ),
    },
    {
      title: t('col.action'),
      dataIndex: 'action',
      key: 'action',
      width: 200,
      render: (v: string, e) => (
        <StackedCell
          main={
            <Tag color={e.denied ? 'error' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {actionLabel(v)}
            </Tag>
          }
          sub={v}
        />
      ),
    },
    {
      title: t('col.target'),
      dataIndex: 'target',
      key: 'target',
      ellipsis: true,
      // console routes are shown without the API base they all share (the drawer has the whole value)
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v}>
            <Typography.Text code>{v.startsWith(ADMIN_API_BASE) ? v.slice(ADMIN_API_BASE.length) : v}</Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: t('col.ip'), dataIndex: 'ip', key: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
    {
      title: t('col.result'),
      dataIndex: 'denied',
      key: 'denied',
      width: 100,
      render: (_: boolean, e) => <ResultBadge entry={e} />,
    },
  ];

  if (!ready) return <Skeleton active />;
  return (
    <ListCard
      title={t('admin:nav.audit')}
      actions={[
        <ExportButton key="export" endpoint={REPORTS_API.exports.audit} filters={list.filter} />,
        <ChainStatus
          key="chain"
          status={chain.data}
          loading={chain.isFetching}
          onVerify={() => verify.mutate()}
          verifying={verify.isPending}
        />,
      ]}
    >
      {chain.data && !chain.data.ok ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('chain.brokenHint')} /> : null}
      <FilterForm<FilterValues> onSearch={search} onReset={list.reset} labels={(k) => t(`filter.${k}`)} testIds="audit">
        <FilterSelect
          name="admin_id"
          width={150}
          placeholder={t('filter.admin')}
          showSearch
          optionFilterProp="label"
          options={(facets.data?.admins ?? []).map((a) => ({ value: a.id, label: `${a.nickname} #${a.id}` }))}
          data-testid="audit-admin"
        />
        <FilterSelect
          name="action"
          width={200}
          placeholder={t('filter.action')}
          showSearch
          optionFilterProp="search"
          options={(facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a), search: `${actionLabel(a)} ${a}` }))}
          data-testid="audit-action"
        />
        <FilterInput name="target" width={170} placeholder={t('filter.target')} maxLength={200} testId="audit-target" />
        <DateRangeFilter style={{ width: 240 }} />
        <Form.Item name="denied" valuePropName="checked">
          <Checkbox data-testid="audit-denied">{t('filter.deniedOnly')}</Checkbox>
        </Form.Item>
      </FilterForm>
      <ListTable<TAuditLogEntry>
        size="small"
        columns={columns}
        list={list}
        query={logs}
        scrollX={1000}
        emptyText={<Empty description={t('empty')} />}
        onRowClick={setSelected}
        hideOnSinglePage={false}
        showTotal={(total) => (logs.data?.capped ? t('totalCapped', { count: total }) : t('total', { count: total }))}
        testIds="audit"
      />
      <EntryDrawer entry={selected} onClose={() => setSelected(null)} />
    </ListCard>
  );
}

export const AuditLogPage = withQuery(AuditLog);
