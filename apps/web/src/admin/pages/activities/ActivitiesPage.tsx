/**
 * Console: activities (permissions content.manage_activities / content.approve_activities). The
 * list of every seasonal event; `?event=<id>` opens one in the editor (the console's routes are
 * exact paths, so the event travels in the query), `&from=<id>` starts a new event from an
 * existing one's definition.
 */
import { BRANDS, isBrandId, PERMISSIONS, type TAdminActivitySummary } from '@app/shared';
import { Button, type ButtonProps, Form, Input, Modal, Select, Skeleton, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { ADMIN_ROOT_ID } from '../../../app/adminRouteIds';
import { type ActivityListFilter, useActivityList } from '../../api/activities';
import type { AdminRootData } from '../../console';
import { formatTime } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { withQuery } from '../../kit/withQuery';
import { ActivityEditor } from './ActivityEditor';
import { EVENT_ID } from './model';
import { PHASE_COLORS, StateTag } from './parts';
import './activities.css';

const PHASES = ['unpublished', 'upcoming', 'running', 'ended'] as const;
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

function usePerms() {
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  const perms = data?.session?.perms ?? {};
  return { manage: Boolean(perms[PERMISSIONS.ACTIVITY_MANAGE]), approve: Boolean(perms[PERMISSIONS.ACTIVITY_APPROVE]) };
}

/** "New activity": a new id and the event whose definition it starts from. */
function NewActivityModal({
  open,
  events,
  onClose,
  onCreate,
}: {
  open: boolean;
  events: TAdminActivitySummary[];
  onClose: () => void;
  onCreate: (id: string, from: string | null) => void;
}) {
  const { t } = useTranslation('activityConsole');
  const [form] = Form.useForm<{ id: string; from?: string }>();
  const taken = new Set(events.map((e) => e.event));
  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'activity-create-ok' } as ButtonProps}
      onCancel={onClose}
      onOk={() => form.validateFields().then((v) => onCreate(v.id, v.from ?? null))}
      destroyOnClose
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ from: events[0]?.event }}>
        <Form.Item
          name="id"
          label={t('create.id')}
          extra={t('create.idHint')}
          rules={[
            { required: true, message: t('create.idRequired') },
            { pattern: EVENT_ID, message: t('create.idPattern') },
            { validator: (_, v: string) => (taken.has(v) ? Promise.reject(new Error(t('create.idTaken'))) : Promise.resolve()) },
          ]}
        >
          <Input className="actc-mono" placeholder="christmas_2026" data-testid="activity-create-id" />
        </Form.Item>
        <Form.Item name="from" label={t('create.from')} extra={t('create.fromHint')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('create.blank')}
            options={events.map((e) => ({ value: e.event, label: `${e.title} (${e.event})` }))}
            data-testid="activity-create-from"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ActivityList({ perms, onOpen }: { perms: { manage: boolean }; onOpen: (event: string, from?: string | null) => void }) {
  const { t, i18n } = useTranslation('activityConsole');
  const [filter, setFilter] = useState<ActivityListFilter>({});
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useActivityList(filter);
  const items = list.data?.items ?? [];
  const day = (iso: string | null) => (iso ? formatTime(iso, i18n.language, DAY) : '—');

  const columns: TableColumnsType<TAdminActivitySummary> = [
    {
      title: t('list.col.title'),
      key: 'title',
      render: (_: unknown, a) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{a.title}</Typography.Text>
          <Typography.Text type="secondary" className="actc-mono">
            {a.event}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('list.col.brands'),
      dataIndex: 'brands',
      width: 220,
      render: (brands: string[]) => (
        <Space size={[4, 4]} wrap>
          {brands.map((b) => (
            <Tag key={b}>{isBrandId(b) ? BRANDS[b].displayName : b}</Tag>
          ))}
        </Space>
      ),
    },
    { title: t('list.col.region'), dataIndex: 'region', width: 100, render: (r: string) => t(`region.${r}`, { defaultValue: r }) },
    {
      title: t('list.col.window'),
      key: 'window',
      width: 200,
      render: (_: unknown, a) => (
        <span className="actc-nowrap">
          {day(a.starts_at)} – {day(a.ends_at)}
        </span>
      ),
    },
    {
      title: t('list.col.phase'),
      dataIndex: 'phase',
      width: 120,
      render: (p: string, a) => (
        <Space size={4}>
          <Tag color={PHASE_COLORS[p]} data-testid="activity-phase" data-phase={p}>
            {t(`phase.${p}`)}
          </Tag>
          {a.ended_early ? <Tag color="red">{t('list.endedEarly')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('list.col.live'),
      dataIndex: 'live_version',
      width: 90,
      render: (v: number | null) => (v === null ? <Typography.Text type="secondary">—</Typography.Text> : <Tag color="green">v{v}</Tag>),
    },
    {
      title: t('list.col.open'),
      key: 'open',
      width: 150,
      render: (_: unknown, a) =>
        a.open_state && a.open_version !== null ? (
          <Space size={4} data-testid="activity-open-badge" data-state={a.open_state}>
            <Typography.Text>v{a.open_version}</Typography.Text>
            <StateTag state={a.open_state} />
          </Space>
        ) : null,
    },
  ];

  return (
    <ListCard
      title={t('title')}
      actions={
        perms.manage
          ? [
              <Button key="new" type="primary" onClick={() => setCreating(true)} data-testid="activity-new">
                + {t('list.new')}
              </Button>,
            ]
          : []
      }
    >
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onSearch={(v) => setFilter((f) => ({ ...f, q: v.trim() || undefined }))}
          placeholder={t('list.search')}
          style={{ width: 280 }}
          data-testid="activity-search"
        />
        <Select
          allowClear
          placeholder={t('list.allPhases')}
          style={{ width: 160 }}
          value={filter.phase}
          onChange={(phase) => setFilter((f) => ({ ...f, phase }))}
          options={PHASES.map((p) => ({ value: p, label: t(`phase.${p}`) }))}
          data-testid="activity-phase-filter"
        />
      </Space>
      <Table<TAdminActivitySummary>
        rowKey="event"
        columns={columns}
        dataSource={items}
        loading={list.isFetching}
        pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 1000 }}
        onRow={(a) =>
          ({ onClick: () => onOpen(a.event), style: { cursor: 'pointer' }, 'data-testid': 'activity-row', 'data-event': a.event }) as object
        }
        data-testid="activity-console-table"
      />
      <NewActivityModal
        open={creating}
        events={items}
        onClose={() => setCreating(false)}
        onCreate={(id, from) => {
          setCreating(false);
          onOpen(id, from);
        }}
      />
    </ListCard>
  );
}

function Activities() {
  // the console's strings are their own namespace, fetched with the page
  const { ready } = useTranslation('activityConsole');
  const perms = usePerms();
  const [search, setSearch] = useSearchParams();
  const event = search.get('event');
  const from = search.get('from');
  const open = (e: string, f?: string | null) => setSearch(f ? { event: e, from: f } : { event: e });
  if (!ready)
    return (
      <div data-testid="admin-page">
        <Skeleton active />
      </div>
    );
  if (event && EVENT_ID.test(event)) {
    return (
      <div data-testid="admin-page">
        <ActivityEditor key={event} event={event} from={from} perms={perms} onBack={() => setSearch({})} />
      </div>
    );
  }
  return <ActivityList perms={perms} onOpen={open} />;
}

export const ActivitiesPage = withQuery(Activities);
