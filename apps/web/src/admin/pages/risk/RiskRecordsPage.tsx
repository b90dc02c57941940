/**
 * Risk records (spec 2: /h5/qyqyadmin/risk/record, the other table's /riskrecord): who, what,
 * evidence, severity, source, region and the action taken; actions on the user from the drawer.
 * The server limits every list and action to the admin's regions. User text is rendered as text.
 */
import {
  BRAND_IDS,
  LIMITS,
  RISK_REASONS,
  RISK_RECORD_STATUSES,
  RISK_SEVERITIES,
  RISK_SOURCES,
  type RiskActionKind,
  type RiskSeverity,
  type TRiskRecord,
  type TRiskRecordDetail,
} from '@app/shared';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query';
import { REPORTS_API } from '../../api/reports';
import { type RiskRecordsFilter, useCreateRiskRecord, useRiskAction, useRiskRecord, useRiskRecords } from '../../api/risk';
import { ExportButton } from '../reports/ExportButton';

const PAGE_SIZE = LIMITS.pageSizeDefault;
const SEVERITY_COLOR: Record<RiskSeverity, string> = { low: 'default', medium: 'gold', high: 'volcano', critical: 'red' };
const STATUS_COLOR: Record<string, string> = { open: 'processing', actioned: 'success', dismissed: 'default' };
const ACTION_COLOR: Record<string, string> = {
  warn: 'gold',
  mute: 'orange',
  unmute: 'cyan',
  ban: 'red',
  unban: 'green',
  dismiss: 'default',
};
/** Durations staff pick from; null = permanent (bans only). */
const DURATIONS: Array<number | null> = [1, 24, 72, 168, 720, null];

export function formatTime(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
}

function UserCell({ u }: { u: TRiskRecord['user'] }) {
  return (
    <Space direction="vertical" size={0}>
      <span data-testid="risk-nickname">{u.nickname}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {u.public_id} · {u.brand}
      </Typography.Text>
    </Space>
  );
}

function Evidence({ images, urls }: { images: string[]; urls: Array<string | null> }) {
  const { t } = useTranslation('risk');
  if (images.length === 0) return <Typography.Text type="secondary">{t('console.noImages')}</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {images.map((img, i) => {
          const url = urls[i];
          return url ? (
            <Image
              key={img}
              src={url}
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              data-testid="risk-evidence-image"
            />
          ) : (
            <Tag key={img}>{img}</Tag>
          );
        })}
      </Space>
    </Image.PreviewGroup>
  );
}

interface ActionValues {
  kind: RiskActionKind;
  reason: (typeof RISK_REASONS)[number];
  duration?: number | 'permanent';
  scope?: 'account' | 'device';
  device_id?: string;
  note?: string;
}

function ActionForm({ d }: { d: TRiskRecordDetail }) {
  const { t } = useTranslation('risk');
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<ActionValues>();
  const action = useRiskAction();
  const kind = Form.useWatch('kind', form);
  const scope = Form.useWatch('scope', form);
  const timed = kind === 'ban' || kind === 'mute';
  const deviceKinds = kind === 'ban' || kind === 'unban';

  const submit = (v: ActionValues) => {
    const run = () =>
      action
        .mutateAsync({
          public_id: d.record.user.public_id,
          record_id: d.record.id,
          kind: v.kind,
          reason: v.reason,
          note: v.note?.trim() ?? '',
          ...(timed ? { duration_hours: v.duration === 'permanent' || v.duration === undefined ? null : v.duration } : {}),
          ...(deviceKinds ? { scope: v.scope ?? 'account', ...(v.scope === 'device' ? { device_id: v.device_id } : {}) } : {}),
        })
        .then(() => {
          void message.success(t('console.action.done'));
          form.resetFields();
        })
        .catch(() => undefined);
    if (v.kind === 'ban')
      modal.confirm({
        title: t('console.action.confirmBanTitle'),
        content: t('console.action.confirmBanBody', { name: d.record.user.nickname }),
        okText: t('console.action.kind.ban'),
        okButtonProps: { danger: true, 'data-testid': 'risk-ban-confirm' } as ButtonProps,
        cancelText: t('console.cancel'),
        onOk: run,
      });
    else void run();
  };

  return (
    <Form<ActionValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ kind: 'warn', reason: d.record.category, duration: 24, scope: 'account' }}
      data-testid="risk-action-form"
    >
      <Space wrap align="start" size={12}>
        <Form.Item name="kind" label={t('console.action.kindLabel')} style={{ minWidth: 150 }}>
          <Select
            options={(['warn', 'mute', 'unmute', 'ban', 'unban', 'dismiss'] as const).map((k) => ({
              value: k,
              label: t(`console.action.kind.${k}`),
            }))}
            data-testid="risk-action-kind"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('console.col.category')} style={{ minWidth: 170 }}>
          <Select options={RISK_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
        </Form.Item>
        {timed ? (
          <Form.Item name="duration" label={t('console.action.duration')} style={{ minWidth: 130 }}>
            <Select
              options={DURATIONS.filter((h) => h !== null || kind === 'ban').map((h) => ({
                value: h ?? 'permanent',
                label: h === null ? t('console.action.permanent') : t('console.action.hours', { count: h }),
              }))}
              data-testid="risk-action-duration"
            />
          </Form.Item>
        ) : null}
      </Space>
      {deviceKinds ? (
        <Space wrap align="start" size={12}>
          <Form.Item name="scope" label={t('console.action.scope')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'account', label: t('console.action.scopeAccount') },
                { value: 'device', label: t('console.action.scopeDevice') },
              ]}
            />
          </Form.Item>
          {scope === 'device' ? (
            <Form.Item
              name="device_id"
              label={t('console.action.device')}
              rules={[{ required: true, message: t('console.action.deviceRequired') }]}
            >
              <Select
                style={{ width: 260 }}
                showSearch
                options={d.state.devices.map((dev) => ({ value: dev.device_id, label: dev.device_id }))}
                notFoundContent={t('console.action.noDevices')}
              />
            </Form.Item>
          ) : null}
        </Space>
      ) : null}
      <Form.Item name="note" label={t('console.action.note')}>
        <Input.TextArea
          rows={2}
          maxLength={LIMITS.riskNoteMax}
          showCount
          placeholder={t('console.action.notePlaceholder')}
          data-testid="risk-action-note"
        />
      </Form.Item>
      <Button type="primary" danger={kind === 'ban'} htmlType="submit" loading={action.isPending} data-testid="risk-action-submit">
        {t('console.action.submit')}
      </Button>
    </Form>
  );
}

function RecordDetail({ d }: { d: TRiskRecordDetail }) {
  const { t, i18n } = useTranslation('risk');
  const r = d.record;
  const time = (iso: string | null) => formatTime(iso, i18n.language);
  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      {d.state.ban ? (
        <Alert
          type="error"
          showIcon
          data-testid="risk-state-ban"
          message={t('console.state.banned', {
            reason: t(`reason.${d.state.ban.reason}`),
            until: d.state.ban.ends_at ? time(d.state.ban.ends_at) : t('console.action.permanent'),
          })}
        />
      ) : null}
      {d.state.mute ? (
        <Alert
          type="warning"
          showIcon
          message={t('console.state.muted', { reason: t(`reason.${d.state.mute.reason}`), until: time(d.state.mute.ends_at) })}
        />
      ) : null}
      <Descriptions column={2} size="small" bordered data-testid="risk-detail">
        <Descriptions.Item label={t('console.col.user')} span={2}>
          <UserCell u={r.user} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.region')}>{t(`region.${r.region}`)}</Descriptions.Item>
        <Descriptions.Item label={t('console.col.source')}>{t(`source.${r.source}`)}</Descriptions.Item>
        <Descriptions.Item label={t('console.col.category')}>{t(`reason.${r.category}`)}</Descriptions.Item>
        <Descriptions.Item label={t('console.col.severity')}>
          <Tag color={SEVERITY_COLOR[r.severity]}>{t(`severity.${r.severity}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.status')}>
          <Tag color={STATUS_COLOR[r.status]}>{t(`status.${r.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.createdAt')}>{time(r.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('console.reporter')} span={2}>
          {r.reporter ? <UserCell u={r.reporter} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('console.col.description')} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="risk-description">
            {r.description}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('console.evidence')} span={2}>
          <Evidence images={r.images} urls={r.image_urls} />
        </Descriptions.Item>
        <Descriptions.Item label={t('console.devices')} span={2}>
          {d.state.devices.length === 0
            ? '—'
            : d.state.devices.map((dev) => (
                <Tag key={dev.device_id} color={dev.banned ? 'red' : undefined}>
                  {dev.device_id}
                </Tag>
              ))}
        </Descriptions.Item>
      </Descriptions>

      <Card size="small" title={t('console.action.title')}>
        <ActionForm d={d} />
      </Card>

      <div>
        <Typography.Title level={5}>{t('console.actions')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.actions}
          locale={{ emptyText: t('console.noActions') }}
          data-testid="risk-actions"
          columns={[
            { title: t('console.col.createdAt'), dataIndex: 'created_at', width: 150, render: (v: string) => time(v) },
            {
              title: t('console.action.kindLabel'),
              dataIndex: 'kind',
              width: 90,
              render: (k: string) => <Tag color={ACTION_COLOR[k]}>{t(`console.action.kind.${k}`)}</Tag>,
            },
            { title: t('console.col.category'), dataIndex: 'reason', render: (v: string) => t(`reason.${v}`) },
            {
              title: t('console.action.until'),
              key: 'until',
              render: (_: unknown, a) =>
                a.kind === 'ban' || a.kind === 'mute' ? (a.ends_at ? time(a.ends_at) : t('console.action.permanent')) : '—',
            },
            { title: t('console.action.noteShort'), dataIndex: 'note', ellipsis: true },
            { title: t('console.admin'), key: 'admin', render: (_: unknown, a) => a.admin?.nickname ?? '—' },
          ]}
        />
      </div>

      <div>
        <Typography.Title level={5}>{t('console.history')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.history}
          locale={{ emptyText: t('console.noHistory') }}
          columns={[
            { title: t('console.col.createdAt'), dataIndex: 'created_at', width: 150, render: (v: string) => time(v) },
            { title: t('console.col.category'), dataIndex: 'category', render: (v: string) => t(`reason.${v}`) },
            { title: t('console.col.source'), dataIndex: 'source', render: (v: string) => t(`source.${v}`) },
            { title: t('console.col.description'), dataIndex: 'description', ellipsis: true },
            {
              title: t('console.col.action'),
              dataIndex: 'action',
              render: (k: string | null) => (k ? <Tag color={ACTION_COLOR[k]}>{t(`console.action.kind.${k}`)}</Tag> : '—'),
            },
          ]}
        />
      </div>
    </Space>
  );
}

interface NewRecordValues {
  public_id: string;
  category: (typeof RISK_REASONS)[number];
  severity: RiskSeverity;
  description: string;
  images?: string[];
}

function NewRecordButton({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('risk');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewRecordValues>();
  const create = useCreateRiskRecord();
  const submit = (v: NewRecordValues) =>
    create
      .mutateAsync({ ...v, public_id: v.public_id.trim(), images: v.images ?? [] })
      .then((d) => {
        setOpen(false);
        form.resetFields();
        onCreated(d.record.id);
      })
      .catch(() => undefined);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="risk-new">
        {t('console.newRecord')}
      </Button>
      <Modal
        open={open}
        title={t('console.newRecord')}
        okText={t('console.create')}
        cancelText={t('console.cancel')}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ category: 'spam', severity: 'medium' }} preserve={false}>
          <Form.Item
            name="public_id"
            label={t('console.col.user')}
            rules={[{ required: true, whitespace: true, message: t('console.required') }]}
          >
            <Input maxLength={LIMITS.publicIdMax} placeholder={t('console.filter.user')} />
          </Form.Item>
          <Space size={12}>
            <Form.Item name="category" label={t('console.col.category')}>
              <Select style={{ width: 200 }} options={RISK_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
            </Form.Item>
            <Form.Item name="severity" label={t('console.col.severity')}>
              <Select style={{ width: 140 }} options={RISK_SEVERITIES.map((s) => ({ value: s, label: t(`severity.${s}`) }))} />
            </Form.Item>
          </Space>
          <Form.Item
            name="description"
            label={t('console.col.description')}
            rules={[{ required: true, whitespace: true, message: t('console.required') }]}
          >
            <Input.TextArea rows={4} maxLength={LIMITS.riskTextMax} showCount />
          </Form.Item>
          <Form.Item name="images" label={t('console.evidence')} extra={t('console.imagesHint')}>
            <Select mode="tags" maxCount={LIMITS.riskEvidenceImagesMax} open={false} tokenSeparators={[' ', ',']} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

interface FilterValues {
  user?: string;
  region?: 'default' | 'japan';
  brand?: string;
  source?: (typeof RISK_SOURCES)[number];
  severity?: RiskSeverity;
  status?: (typeof RISK_RECORD_STATUSES)[number];
  category?: (typeof RISK_REASONS)[number];
  dates?: [{ format(f: string): string } | null, { format(f: string): string } | null] | null;
}

function Records() {
  const { t, i18n } = useTranslation('risk');
  const [filter, setFilter] = useState<RiskRecordsFilter>({ page: 1, page_size: PAGE_SIZE });
  const [selected, setSelected] = useState<number | null>(null);
  const records = useRiskRecords(filter);
  const detail = useRiskRecord(selected);
  const regions = records.data?.regions ?? [];

  const search = (v: FilterValues) =>
    setFilter({
      page: 1,
      page_size: PAGE_SIZE,
      user: v.user?.trim() || undefined,
      region: v.region,
      brand: (v.brand as RiskRecordsFilter['brand']) || undefined,
      source: v.source,
      severity: v.severity,
      status: v.status,
      category: v.category,
      from: v.dates?.[0]?.format('YYYY-MM-DD'),
      to: v.dates?.[1]?.format('YYYY-MM-DD'),
    });

  const columns: TableColumnsType<TRiskRecord> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('console.col.user'), key: 'user', width: 170, render: (_: unknown, r) => <UserCell u={r.user} /> },
    { title: t('console.col.region'), dataIndex: 'region', width: 100, render: (v: string) => <Tag>{t(`region.${v}`)}</Tag> },
    { title: t('console.col.category'), dataIndex: 'category', width: 130, render: (v: string) => t(`reason.${v}`) },
    {
      title: t('console.col.severity'),
      dataIndex: 'severity',
      width: 90,
      render: (v: RiskSeverity) => <Tag color={SEVERITY_COLOR[v]}>{t(`severity.${v}`)}</Tag>,
    },
    { title: t('console.col.source'), dataIndex: 'source', width: 100, render: (v: string) => t(`source.${v}`) },
    {
      title: t('console.col.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (v: string) => <span data-testid="risk-row-description">{v}</span>,
    },
    {
      title: t('console.col.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{t(`status.${v}`)}</Tag>,
    },
    {
      title: t('console.col.action'),
      dataIndex: 'action',
      width: 90,
      render: (k: string | null) => (k ? <Tag color={ACTION_COLOR[k]}>{t(`console.action.kind.${k}`)}</Tag> : '—'),
    },
    { title: t('console.col.createdAt'), dataIndex: 'created_at', width: 140, render: (v: string) => formatTime(v, i18n.language) },
  ];

  return (
    <Card
      title={t('console.recordsTitle')}
      extra={
        <Space>
          <ExportButton endpoint={REPORTS_API.exports.riskRecords} filters={filter} />
          <NewRecordButton onCreated={setSelected} />
        </Space>
      }
      data-testid="admin-page"
    >
      <Form<FilterValues> layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }} data-testid="risk-filter">
        <Form.Item name="user">
          <Input allowClear placeholder={t('console.filter.user')} style={{ width: 150 }} data-testid="risk-filter-user" />
        </Form.Item>
        <Form.Item name="region">
          <Select
            allowClear
            placeholder={t('console.col.region')}
            style={{ width: 120 }}
            options={regions.map((r) => ({ value: r, label: t(`region.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="brand">
          <Select
            allowClear
            placeholder={t('console.filter.brand')}
            style={{ width: 120 }}
            options={BRAND_IDS.map((b) => ({ value: b, label: b }))}
          />
        </Form.Item>
        <Form.Item name="category">
          <Select
            allowClear
            placeholder={t('console.col.category')}
            style={{ width: 150 }}
            options={RISK_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="severity">
          <Select
            allowClear
            placeholder={t('console.col.severity')}
            style={{ width: 110 }}
            options={RISK_SEVERITIES.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="source">
          <Select
            allowClear
            placeholder={t('console.col.source')}
            style={{ width: 120 }}
            options={RISK_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('console.col.status')}
            style={{ width: 110 }}
            options={RISK_RECORD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('console.filter.from'), t('console.filter.to')]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="risk-search">
              {t('console.filter.search')}
            </Button>
            <Button htmlType="reset" onClick={() => setFilter({ page: 1, page_size: PAGE_SIZE })}>
              {t('console.filter.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<TRiskRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records.data?.items ?? []}
        loading={records.isFetching}
        scroll={{ x: 1040 }}
        locale={{ emptyText: <Empty description={t('console.empty')} /> }}
        onRow={(row) => ({ onClick: () => setSelected(row.id), style: { cursor: 'pointer' }, 'data-testid': 'risk-row' }) as object}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: records.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('console.total', { count: total }),
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        }}
        data-testid="risk-table"
      />
      <Drawer
        open={selected !== null}
        onClose={() => setSelected(null)}
        width={720}
        title={t('console.detailTitle', { id: selected ?? '' })}
        destroyOnHidden
        data-testid="risk-drawer"
      >
        {detail.isPending || !detail.data ? <Skeleton active /> : <RecordDetail d={detail.data} />}
      </Drawer>
    </Card>
  );
}

export function RiskRecordsPage() {
  return (
    <QueryProvider>
      <Records />
    </QueryProvider>
  );
}
