/**
 * Risk records (spec 2: /h5/qyqyadmin/risk/record, the other table's /riskrecord): who, what,
 * evidence, severity, source, region and the action taken; actions on the user from the drawer.
 * The server limits every list and action to the admin's regions. User text is rendered as text.
 */
import {
  LIMITS,
  type RISK_REASONS,
  RISK_RECORD_STATUSES,
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
  Descriptions,
  Empty,
  Form,
  Image,
  Radio,
  Select,
  Space,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_API } from '../../api/reports';
import { type RiskRecordsFilter, useCreateRiskRecord, useRiskAction, useRiskRecord, useRiskRecords } from '../../api/risk';
import { TimeCell, UserCell } from '../../kit/cells';
import { DetailSections, QueryDrawer, SectionTable } from '../../kit/DetailDrawer';
import { TextAreaItem } from '../../kit/fields';
import { BRAND_OPTIONS, DateRangeFilter, FilterForm, FilterInput, FilterSelect, optionsOf } from '../../kit/filters';
import { TIME_TO_MINUTE_24H } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { ExportButton } from '../reports/ExportButton';
import { BirthDateReview } from './BirthDateReview';
import { formatRiskTime, PublicIdItem, ReasonItem, RegionFilter, UserFormButton, useRiskOptions } from './shared';

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
  const { reasonOptions } = useRiskOptions();
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
          <Select options={reasonOptions} />
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
      <TextAreaItem
        name="note"
        label={t('console.action.note')}
        rows={2}
        max={LIMITS.riskNoteMax}
        placeholder={t('console.action.notePlaceholder')}
        testId="risk-action-note"
      />
      <Button type="primary" danger={kind === 'ban'} htmlType="submit" loading={action.isPending} data-testid="risk-action-submit">
        {t('console.action.submit')}
      </Button>
    </Form>
  );
}

function RecordDetail({ d }: { d: TRiskRecordDetail }) {
  const { t, i18n } = useTranslation('risk');
  const r = d.record;
  const time = (iso: string | null) => formatRiskTime(iso, i18n.language);
  return (
    <DetailSections>
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
          <UserCell user={r.user} nameTestId="risk-nickname" />
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
          {r.reporter ? <UserCell user={r.reporter} nameTestId="risk-nickname" /> : '—'}
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

      {r.source === 'rule' && r.category === 'minor' ? <BirthDateReview recordId={r.id} /> : null}

      <Card size="small" title={t('console.action.title')}>
        <ActionForm d={d} />
      </Card>

      <SectionTable
        title={t('console.actions')}
        rows={d.actions}
        emptyText={t('console.noActions')}
        testId="risk-actions"
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

      <SectionTable
        title={t('console.history')}
        rows={d.history}
        emptyText={t('console.noHistory')}
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
    </DetailSections>
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
  const create = useCreateRiskRecord();
  const { severityOptions } = useRiskOptions();
  return (
    <UserFormButton<NewRecordValues, { record: { id: number } }>
      label={t('console.newRecord')}
      testId="risk-new"
      okText={t('console.create')}
      initialValues={{ category: 'spam', severity: 'medium' }}
      send={(v) => create.mutateAsync({ ...v, images: v.images ?? [] })}
      pending={create.isPending}
      onSent={(d) => onCreated(d.record.id)}
    >
      <PublicIdItem />
      <Space size={12}>
        <ReasonItem name="category" />
        <Form.Item name="severity" label={t('console.col.severity')}>
          <Select style={{ width: 140 }} options={severityOptions} />
        </Form.Item>
      </Space>
      <TextAreaItem
        name="description"
        label={t('console.col.description')}
        required={t('console.required')}
        rows={4}
        max={LIMITS.riskTextMax}
      />
      <Form.Item name="images" label={t('console.evidence')} extra={t('console.imagesHint')}>
        <Select mode="tags" maxCount={LIMITS.riskEvidenceImagesMax} open={false} tokenSeparators={[' ', ',']} />
      </Form.Item>
    </UserFormButton>
  );
}

function Records() {
  const { t, i18n } = useTranslation('risk');
  const list = usePagedFilter<RiskRecordsFilter>();
  const [selected, setSelected] = useState<number | null>(null);
  const records = useRiskRecords(list.filter);
  const detail = useRiskRecord(selected);
  const regions = records.data?.regions ?? [];
  const { reasonOptions, severityOptions } = useRiskOptions();

  const columns: TableColumnsType<TRiskRecord> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('console.col.user'),
      key: 'user',
      width: 170,
      render: (_: unknown, r) => <UserCell user={r.user} nameTestId="risk-nickname" />,
    },
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
    {
      title: t('console.col.createdAt'),
      dataIndex: 'created_at',
      width: 140,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE_24H} />,
    },
  ];

  return (
    <ListCard
      title={t('console.recordsTitle')}
      actions={[
        <ExportButton key="export" endpoint={REPORTS_API.exports.riskRecords} filters={list.filter} />,
        <NewRecordButton key="new" onCreated={setSelected} />,
      ]}
    >
      <FilterForm list={list} labels={(k) => t(`console.filter.${k}`)} testIds="risk">
        <FilterInput name="user" width={150} placeholder={t('console.filter.user')} testId="risk-filter-user" />
        <RegionFilter regions={regions} />
        <FilterSelect name="brand" width={120} placeholder={t('console.filter.brand')} options={BRAND_OPTIONS} />
        <FilterSelect name="category" width={150} placeholder={t('console.col.category')} options={reasonOptions} />
        <FilterSelect name="severity" width={110} placeholder={t('console.col.severity')} options={severityOptions} />
        <FilterSelect
          name="source"
          width={120}
          placeholder={t('console.col.source')}
          options={optionsOf(RISK_SOURCES, (s) => t(`source.${s}`))}
        />
        <FilterSelect
          name="status"
          width={110}
          placeholder={t('console.col.status')}
          options={optionsOf(RISK_RECORD_STATUSES, (s) => t(`status.${s}`))}
        />
        <DateRangeFilter />
      </FilterForm>
      <ListTable<TRiskRecord>
        columns={columns}
        list={list}
        query={records}
        scrollX={1040}
        emptyText={<Empty description={t('console.empty')} />}
        onRowClick={(row) => setSelected(row.id)}
        showTotal={(total) => t('console.total', { count: total })}
        testIds="risk"
      />
      <QueryDrawer
        id={selected}
        detail={detail}
        onClose={() => setSelected(null)}
        width={720}
        title={t('console.detailTitle', { id: selected ?? '' })}
        testId="risk-drawer"
      >
        {(d) => <RecordDetail d={d} />}
      </QueryDrawer>
    </ListCard>
  );
}

export const RiskRecordsPage = withQuery(Records);
