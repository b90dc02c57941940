import { ADMIN_API_BASE, LIMITS, type TAuditChainStatus, type TAuditLogEntry } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query';
import { type AuditFilter, useAuditChain, useAuditFacets, useAuditLogs, useVerifyAuditChain } from '../../api/audit';
import { REPORTS_API } from '../../api/reports';
import { ExportButton } from '../reports/ExportButton';

const PAGE_SIZE = LIMITS.pageSizeDefault;
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
  dates?: [Dayjs | null, Dayjs | null] | null;
  denied?: boolean;
}

function formatTime(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale, { hour12: false });
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
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      width={760}
      title={entry ? `${entry.action} · #${entry.seq ?? entry.id}` : ''}
      destroyOnHidden
    >
      {entry ? (
        <Space direction="vertical" size={20} style={{ width: '100%' }} data-testid="audit-detail">
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
              <Typography.Text code>{entry.action}</Typography.Text>
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
        </Space>
      ) : null}
    </Drawer>
  );
}

function AuditLog() {
  const { t, i18n, ready } = useTranslation(['audit', 'admin']);
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<AuditFilter>({ page: 1, page_size: PAGE_SIZE });
  const [selected, setSelected] = useState<TAuditLogEntry | null>(null);
  const logs = useAuditLogs(filter);
  const facets = useAuditFacets();
  const chain = useAuditChain();
  const verify = useVerifyAuditChain();

  const search = (v: FilterValues) =>
    setFilter({
      page: 1,
      page_size: PAGE_SIZE,
      admin_id: v.admin_id,
      action: v.action || undefined,
      target: v.target?.trim() || undefined,
      from: v.dates?.[0]?.startOf('day').toISOString(),
      to: v.dates?.[1]?.add(1, 'day').startOf('day').toISOString(),
      denied: v.denied ? 'true' : undefined,
    });

  const columns: TableColumnsType<TAuditLogEntry> = [
    {
      title: t('col.seq'),
      dataIndex: 'seq',
      key: 'seq',
      width: 90,
      render: (v: number | null) => <Typography.Text type="secondary">{v ?? '—'}</Typography.Text>,
    },
    { title: t('col.time'), dataIndex: 'created_at', key: 'time', width: 180, render: (v: string) => formatTime(v, i18n.language) },
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
      render: (v: string, e) => <Tag color={e.denied ? 'error' : 'blue'}>{v}</Tag>,
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
    <Card
      title={t('admin:nav.audit')}
      extra={
        <Space>
          <ExportButton endpoint={REPORTS_API.exports.audit} filters={filter} />
          <ChainStatus status={chain.data} loading={chain.isFetching} onVerify={() => verify.mutate()} verifying={verify.isPending} />
        </Space>
      }
      data-testid="admin-page"
    >
      {chain.data && !chain.data.ok ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('chain.brokenHint')} /> : null}
      <Form<FilterValues> form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }} data-testid="audit-filter">
        <Form.Item name="admin_id">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('filter.admin')}
            style={{ width: 150 }}
            options={(facets.data?.admins ?? []).map((a) => ({ value: a.id, label: `${a.nickname} #${a.id}` }))}
            data-testid="audit-admin"
          />
        </Form.Item>
        <Form.Item name="action">
          <Select
            allowClear
            showSearch
            placeholder={t('filter.action')}
            style={{ width: 180 }}
            options={(facets.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
            data-testid="audit-action"
          />
        </Form.Item>
        <Form.Item name="target">
          <Input allowClear placeholder={t('filter.target')} style={{ width: 170 }} maxLength={200} data-testid="audit-target" />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker style={{ width: 240 }} allowEmpty={[true, true]} placeholder={[t('filter.from'), t('filter.to')]} />
        </Form.Item>
        <Form.Item name="denied" valuePropName="checked">
          <Checkbox data-testid="audit-denied">{t('filter.deniedOnly')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="audit-search">
              {t('filter.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilter({ page: 1, page_size: PAGE_SIZE });
              }}
            >
              {t('filter.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<TAuditLogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.items ?? []}
        loading={logs.isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        onRow={(row) => ({ onClick: () => setSelected(row), style: { cursor: 'pointer' }, 'data-testid': 'audit-row' }) as object}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => (logs.data?.capped ? t('totalCapped', { count: total }) : t('total', { count: total })),
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        }}
        data-testid="audit-table"
      />
      <EntryDrawer entry={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

export function AuditLogPage() {
  return (
    <QueryProvider>
      <AuditLog />
    </QueryProvider>
  );
}
