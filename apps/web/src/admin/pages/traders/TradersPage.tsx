/**
 * Console: coin traders (finance.manage_traders proposes, suspends, resumes, revokes, changes
 * limits and records bulk purchases; finance.approve_traders approves a proposal or a raised
 * limit — never the admin who asked, which the server refuses). A row opens the trader's drawer:
 * actions, limits, purchases and the transfers with filters and an xlsx export.
 */
import {
  BRAND_IDS,
  type BrandId,
  PERMISSIONS,
  type TAdminTrader,
  TRADER_STATUSES,
  type TraderAction,
  type TraderStatus,
} from '@app/shared';
import {
  App,
  Avatar,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { ADMIN_ROOT_ID } from '../../../app/adminRouteIds';
import { newRequestId } from '../../../lib/request-id';
import {
  exportTraderTransfers,
  type TransfersFilter,
  useDecideLimits,
  useProposeTrader,
  useTraderAction,
  useTraderLimits,
  useTraderPurchase,
  useTraderPurchases,
  useTraders,
  useTraderTransfers,
} from '../../api/traders';
import type { AdminRootData } from '../../console';
import { TimeCell, UserCell } from '../../kit/cells';
import { type DateRangeValue, dayRange } from '../../kit/filters';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { withQuery } from '../../kit/withQuery';

const STATUS_COLORS: Record<TraderStatus, string> = { pending: 'gold', active: 'green', suspended: 'orange', revoked: 'default' };

function useActor() {
  const data = useRouteLoaderData(ADMIN_ROOT_ID) as AdminRootData | undefined;
  const perms = data?.session?.perms ?? {};
  return {
    id: data?.session?.profile.id ?? null,
    manage: perms[PERMISSIONS.TRADERS_MANAGE] === true,
    approve: perms[PERMISSIONS.TRADERS_APPROVE] === true,
  };
}

const num = (n: number, locale: string) => n.toLocaleString(locale);
const when = (iso: string, locale: string) => formatTime(iso, locale, TIME_TO_MINUTE);

function StatusTag({ status }: { status: TraderStatus }) {
  const { t } = useTranslation('tradersConsole');
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="trader-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

interface LimitValues {
  daily_limit: number;
  per_recipient_limit: number;
}

function LimitFields() {
  const { t } = useTranslation('tradersConsole');
  return (
    <>
      <Form.Item name="daily_limit" label={t('field.daily')} rules={[{ required: true }]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="trader-daily-input" />
      </Form.Item>
      <Form.Item
        name="per_recipient_limit"
        label={t('field.perRecipient')}
        dependencies={['daily_limit']}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_, v: number) =>
              v > 0 && v <= (getFieldValue('daily_limit') as number)
                ? Promise.resolve()
                : Promise.reject(new Error(t('field.perRecipientRule'))),
          }),
        ]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="trader-per-input" />
      </Form.Item>
    </>
  );
}

function ProposeButton() {
  const { t } = useTranslation('tradersConsole');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<LimitValues & { public_id: string; note?: string }>();
  const propose = useProposeTrader();
  const { message } = App.useApp();
  const submit = async () => {
    const v = await form.validateFields();
    await propose.mutateAsync(v);
    message.success(t('proposed'));
    setOpen(false);
    form.resetFields();
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="trader-propose">
        {t('propose')}
      </Button>
      <Modal
        open={open}
        title={t('propose')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={propose.isPending}
        okButtonProps={{ 'data-testid': 'trader-propose-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('proposeHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ daily_limit: 100_000, per_recipient_limit: 20_000 }}>
          <Form.Item name="public_id" label={t('field.publicId')} rules={[{ required: true, whitespace: true }]}>
            <Input data-testid="trader-propose-id" />
          </Form.Item>
          <LimitFields />
          <Form.Item name="note" label={t('field.note')}>
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function LimitsButton({ trader }: { trader: TAdminTrader }) {
  const { t } = useTranslation('tradersConsole');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<LimitValues>();
  const change = useTraderLimits();
  const { message } = App.useApp();
  const submit = async () => {
    const v = await form.validateFields();
    const after = await change.mutateAsync({ id: trader.user.id, ...v });
    message.success(after.pending_limits ? t('limitsPending') : t('limitsApplied'));
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="trader-limits">
        {t('changeLimits')}
      </Button>
      <Modal
        open={open}
        title={t('changeLimits')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={change.isPending}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('limitsHint')}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ daily_limit: trader.daily_limit, per_recipient_limit: trader.per_recipient_limit }}
        >
          <LimitFields />
        </Form>
      </Modal>
    </>
  );
}

function PurchaseButton({ trader }: { trader: TAdminTrader }) {
  const { t } = useTranslation('tradersConsole');
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState(() => newRequestId('tp'));
  const [form] = Form.useForm<{ amount: number; price_minor: number; currency: 'CNY' | 'JPY'; reference: string }>();
  const buy = useTraderPurchase();
  const { message } = App.useApp();
  const submit = async () => {
    const v = await form.validateFields();
    await buy.mutateAsync({ id: trader.user.id, request_id: requestId, ...v });
    message.success(t('purchased'));
    setOpen(false);
    setRequestId(newRequestId('tp'));
    form.resetFields();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="trader-purchase">
        {t('recordPurchase')}
      </Button>
      <Modal
        open={open}
        title={t('recordPurchase')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={buy.isPending}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('purchaseHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ currency: trader.user.region === 'japan' ? 'JPY' : 'CNY' }}>
          <Form.Item name="amount" label={t(`field.amount.${trader.asset}`)} rules={[{ required: true }]}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="price_minor" label={t('field.price')} rules={[{ required: true }]} style={{ flex: 1 }}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="currency" label={t('field.currency')} style={{ width: 110 }}>
              <Select options={['CNY', 'JPY'].map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="reference" label={t('field.reference')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function Actions({ trader }: { trader: TAdminTrader }) {
  const { t } = useTranslation('tradersConsole');
  const actor = useActor();
  const act = useTraderAction();
  const decide = useDecideLimits();
  const { modal } = App.useApp();
  const run = (action: TraderAction) =>
    modal.confirm({
      title: t(`confirm.${action}`),
      onOk: () => act.mutateAsync({ id: trader.user.id, action }).catch(() => undefined),
    });
  const ownProposal = actor.id === trader.proposed_by.id;
  const ownRaise = trader.pending_limits !== null && actor.id === trader.pending_limits.requested_by.id;
  const s = trader.status;
  return (
    <Space wrap>
      {s === 'pending' && actor.approve ? (
        <>
          <Tooltip title={ownProposal ? t('ownProposal') : undefined}>
            <Button type="primary" disabled={ownProposal} onClick={() => run('approve')} data-testid="trader-approve">
              {t('action.approve')}
            </Button>
          </Tooltip>
          <Button danger onClick={() => run('reject')} data-testid="trader-reject">
            {t('action.reject')}
          </Button>
        </>
      ) : null}
      {actor.manage && s === 'active' ? (
        <Button onClick={() => run('suspend')} data-testid="trader-suspend">
          {t('action.suspend')}
        </Button>
      ) : null}
      {actor.manage && s === 'suspended' ? (
        <Button type="primary" onClick={() => run('resume')} data-testid="trader-resume">
          {t('action.resume')}
        </Button>
      ) : null}
      {actor.manage && (s === 'active' || s === 'suspended') ? (
        <>
          <LimitsButton trader={trader} />
          <PurchaseButton trader={trader} />
          <Button danger onClick={() => run('revoke')} data-testid="trader-revoke">
            {t('action.revoke')}
          </Button>
        </>
      ) : null}
      {trader.pending_limits && actor.approve ? (
        <>
          <Tooltip title={ownRaise ? t('ownRaise') : undefined}>
            <Button
              type="primary"
              disabled={ownRaise}
              onClick={() => decide.mutate({ id: trader.user.id, decision: 'approve' })}
              data-testid="trader-limits-approve"
            >
              {t('action.approveLimits')}
            </Button>
          </Tooltip>
          <Button onClick={() => decide.mutate({ id: trader.user.id, decision: 'reject' })}>{t('action.rejectLimits')}</Button>
        </>
      ) : null}
    </Space>
  );
}

function Transfers({ trader }: { trader: TAdminTrader }) {
  const { t, i18n } = useTranslation('tradersConsole');
  const [filter, setFilter] = useState<TransfersFilter>({});
  const [form] = Form.useForm<{ dates?: DateRangeValue; recipient?: string }>();
  const q = useTraderTransfers(trader.user.id, filter);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const [exporting, setExporting] = useState(false);
  const search = () => {
    const v = form.getFieldsValue();
    setFilter({ ...dayRange(v.dates), recipient: v.recipient?.trim() || undefined });
  };
  return (
    <>
      <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 12 }}>
        {/* the same day-range picker as every console filter (not the browser's own date box) */}
        <Form.Item name="dates">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('filter.from'), t('filter.to')]} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="recipient">
          <Input allowClear placeholder={t('filter.recipient')} style={{ width: 150 }} data-testid="trader-filter-recipient" />
        </Form.Item>
        <Space>
          <Button htmlType="submit">{t('filter.search')}</Button>
          <Button
            loading={exporting}
            onClick={() => {
              setExporting(true);
              exportTraderTransfers(trader.user.id, filter)
                .catch(() => undefined)
                .finally(() => setExporting(false));
            }}
            data-testid="trader-export"
          >
            {t('export')}
          </Button>
        </Space>
      </Form>
      <Table
        size="small"
        rowKey="id"
        loading={q.isFetching && !q.isFetchingNextPage}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: t('noTransfers') }}
        onRow={(r) => ({ 'data-testid': 'trader-transfer', 'data-id': r.id }) as object}
        columns={[
          {
            title: t('col.time'),
            key: 'time',
            width: 150,
            render: (_, r) => <TimeCell iso={r.created_at} locale={i18n.language} options={TIME_TO_MINUTE} />,
          },
          { title: t('col.day'), dataIndex: 'day', key: 'day', width: 100 },
          {
            title: t('col.recipient'),
            key: 'recipient',
            render: (_, r) => (
              <UserCell user={{ nickname: r.recipient.nickname, public_id: r.recipient.public_id, brand: r.recipient.brand }} />
            ),
          },
          { title: t('col.amount'), key: 'amount', align: 'right', width: 110, render: (_, r) => num(r.amount, i18n.language) },
        ]}
      />
      {q.hasNextPage ? (
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function Purchases({ trader }: { trader: TAdminTrader }) {
  const { t, i18n } = useTranslation('tradersConsole');
  const q = useTraderPurchases(trader.user.id);
  return (
    <Table
      size="small"
      rowKey="id"
      loading={q.isFetching}
      dataSource={q.data ?? []}
      pagination={false}
      locale={{ emptyText: t('noPurchases') }}
      columns={[
        {
          title: t('col.time'),
          key: 'time',
          width: 150,
          render: (_, r) => <TimeCell iso={r.created_at} locale={i18n.language} options={TIME_TO_MINUTE} />,
        },
        { title: t('col.amount'), key: 'amount', align: 'right', render: (_, r) => num(r.amount, i18n.language) },
        { title: t('col.price'), key: 'price', align: 'right', render: (_, r) => `${num(r.price_minor, i18n.language)} ${r.currency}` },
        { title: t('col.reference'), dataIndex: 'reference', key: 'reference' },
        { title: t('col.admin'), key: 'admin', render: (_, r) => r.admin.nickname },
      ]}
    />
  );
}

function TraderDrawer({ trader, onClose }: { trader: TAdminTrader | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('tradersConsole');
  return (
    <Drawer
      open={trader !== null}
      onClose={onClose}
      width={760}
      title={trader ? `${trader.user.nickname} · ${trader.user.public_id}` : ''}
      destroyOnHidden
    >
      {trader ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="trader-drawer">
          <Actions trader={trader} />
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('col.status')}>
              <StatusTag status={trader.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('col.brand')}>{trader.user.brand}</Descriptions.Item>
            <Descriptions.Item label={t(`col.balance.${trader.asset}`)}>{num(trader.balance, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('col.today', { day: trader.day })}>
              {num(trader.used_today, i18n.language)} / {num(trader.daily_limit, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.perRecipient')}>{num(trader.per_recipient_limit, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('col.pendingLimits')}>
              {trader.pending_limits
                ? t('pendingLimits', {
                    daily: num(trader.pending_limits.daily_limit, i18n.language),
                    per: num(trader.pending_limits.per_recipient_limit, i18n.language),
                    name: trader.pending_limits.requested_by.nickname,
                  })
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.proposedBy')}>
              {trader.proposed_by.nickname} · {when(trader.proposed_at, i18n.language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.approvedBy')}>
              {trader.approved_by && trader.approved_at
                ? `${trader.approved_by.nickname} · ${when(trader.approved_at, i18n.language)}`
                : '—'}
            </Descriptions.Item>
            {trader.note ? (
              <Descriptions.Item label={t('field.note')} span={2}>
                {trader.note}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t('transfers')}</Typography.Title>
            <Transfers trader={trader} />
          </div>
          <div>
            <Typography.Title level={5}>{t('purchases')}</Typography.Title>
            <Purchases trader={trader} />
          </div>
        </Space>
      ) : null}
    </Drawer>
  );
}

function Traders() {
  const { t, i18n, ready } = useTranslation('tradersConsole');
  const actor = useActor();
  const [status, setStatus] = useState<TraderStatus | undefined>(undefined);
  const [brand, setBrand] = useState<BrandId | undefined>(undefined);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const q = useTraders({ status, brand });
  const items = q.data ?? [];
  const selected = items.find((x) => x.user.id === selectedId) ?? null;
  if (!ready)
    return (
      <div data-testid="admin-page">
        <Skeleton active />
      </div>
    );

  const columns: TableColumnsType<TAdminTrader> = [
    {
      title: t('col.trader'),
      key: 'user',
      width: 200,
      render: (_, r) => (
        <Space>
          <Avatar size="small" src={r.user.avatar_url ?? undefined}>
            {r.user.nickname.slice(0, 1)}
          </Avatar>
          <UserCell user={{ nickname: r.user.nickname, public_id: r.user.public_id, brand: r.user.brand }} />
        </Space>
      ),
    },
    { title: t('col.status'), key: 'status', width: 110, render: (_, r) => <StatusTag status={r.status} /> },
    {
      title: t('col.stock'),
      key: 'balance',
      width: 130,
      align: 'right',
      render: (_, r) => `${num(r.balance, i18n.language)} ${t(`asset.${r.asset}`)}`,
    },
    {
      title: t('col.todayShort'),
      key: 'today',
      width: 160,
      align: 'right',
      render: (_, r) => `${num(r.used_today, i18n.language)} / ${num(r.daily_limit, i18n.language)}`,
    },
    { title: t('col.perRecipient'), key: 'per', width: 120, align: 'right', render: (_, r) => num(r.per_recipient_limit, i18n.language) },
    {
      title: t('col.waiting'),
      key: 'waiting',
      width: 150,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Tag color="gold">{t('waiting.approval')}</Tag>
        ) : r.pending_limits ? (
          <Tag color="blue">{t('waiting.limits')}</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('col.proposedBy'),
      key: 'proposed',
      width: 170,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text style={{ fontSize: 12 }}>{r.proposed_by.nickname}</Typography.Text>
          {r.approved_by ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('approvedByShort', { name: r.approved_by.nickname })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListCard title={t('title')} actions={actor.manage ? [<ProposeButton key="propose" />] : []}>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder={t('filter.status')}
          style={{ width: 150 }}
          value={status}
          onChange={(v) => setStatus(v)}
          options={TRADER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          data-testid="traders-status"
        />
        <Select
          allowClear
          placeholder={t('filter.brand')}
          style={{ width: 150 }}
          value={brand}
          onChange={(v) => setBrand(v)}
          options={BRAND_IDS.map((b) => ({ value: b, label: b }))}
        />
      </Space>
      <Table<TAdminTrader>
        rowKey={(r) => r.user.id}
        columns={columns}
        dataSource={items}
        loading={q.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 1040 }}
        locale={{ emptyText: t('empty') }}
        onRow={(r) =>
          ({
            onClick: () => setSelectedId(r.user.id),
            style: { cursor: 'pointer' },
            'data-testid': 'trader-row',
            'data-id': r.user.id,
          }) as object
        }
      />
      <TraderDrawer trader={selected} onClose={() => setSelectedId(null)} />
    </ListCard>
  );
}

export const TradersPage = withQuery(Traders);
