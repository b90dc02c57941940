import {
  BRAND_IDS,
  hasAnyPermission,
  LIMITS,
  ORDER_STATUSES,
  type OrderStatus,
  PERMISSIONS,
  type TAdminOrder,
  type TAdminOrderDetail,
} from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../features/money/format';
import { type OrdersFilter, useOrder, useOrders, useRefundOrder } from '../api/orders';
import { REPORTS_API } from '../api/reports';
import { FilterActions } from '../kit/FilterActions';
import { serverPaging } from '../kit/paging';
import { withQuery } from '../kit/withQuery';
import { cachedAdminSession } from '../state';
import { ManualPaymentButton } from './ManualPayment';
import { ExportButton } from './reports/ExportButton';

const PAGE_SIZE = LIMITS.pageSizeDefault;
const STATUS_COLOR: Record<OrderStatus, string> = {
  created: 'default',
  paid: 'processing',
  credited: 'success',
  failed: 'error',
  expired: 'warning',
  refunded: 'purple',
};

/** A fresh idempotency key per intended refund; kept across retries of the same confirm. */
const newRequestId = () => `rfd${crypto.randomUUID().replace(/-/g, '')}`;

function formatTime(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale);
}

function useProductLabel() {
  const { t } = useTranslation('admin');
  return (o: Pick<TAdminOrder, 'kind' | 'tier' | 'amount' | 'asset'>) =>
    o.kind === 'membership'
      ? t(`orders.product.${o.tier ?? 'weekly'}`)
      : t('orders.product.coins', { amount: o.amount, asset: t(`wallet.asset.${o.asset ?? 'gold_coin'}`) });
}

function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

interface RefundValues {
  reason: string;
}

/** Reason → confirm → POST; the request id survives a failed attempt so a retry cannot refund twice. */
function RefundButton({ order }: { order: TAdminOrder }) {
  const { t, i18n } = useTranslation(['admin', 'staff']);
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundOrder(order.order_id);
  const productLabel = useProductLabel();
  const what = order.kind === 'membership' ? t('orders.refund.membershipWhat') : productLabel(order);

  const submit = (v: RefundValues) => {
    modal.confirm({
      title: t('orders.refund.confirmTitle'),
      content: t('orders.refund.confirmBody'),
      okText: t('orders.refund.confirm'),
      okButtonProps: { danger: true, 'data-testid': 'refund-confirm' } as ButtonProps,
      cancelText: t('orders.refund.cancel'),
      onOk: () =>
        refund
          .mutateAsync({ reason: v.reason.trim(), request_id: requestId })
          .then((r) => {
            void message.success(
              'approval_id' in r ? t('approvals.sentForApproval', { ns: 'staff', id: r.approval_id }) : t('orders.refund.requested'),
            );
            setRequestId(newRequestId());
            setOpen(false);
            form.resetFields();
          })
          .catch(() => undefined), // the error was shown by the API layer; the key is kept for a retry
    });
  };

  return (
    <>
      <Button danger type="primary" onClick={() => setOpen(true)} data-testid="refund-open">
        {t('orders.refund.button')}
      </Button>
      <Modal
        open={open}
        title={t('orders.refund.modalTitle', { id: order.order_id })}
        okText={t('orders.refund.button')}
        okButtonProps={{ danger: true, 'data-testid': 'refund-submit' } as ButtonProps}
        cancelText={t('orders.refund.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('orders.refund.modalHint', { price: formatPrice(order.price_minor, order.currency, i18n.language), what })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="reason"
            label={t('orders.refund.reason')}
            rules={[{ required: true, whitespace: true, message: t('orders.refund.reasonRequired') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={LIMITS.staffReasonMax}
              showCount
              placeholder={t('orders.refund.reasonPlaceholder')}
              data-testid="refund-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function OrderDetail({ d }: { d: TAdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin', 'money']);
  const productLabel = useProductLabel();
  const o = d.order;
  const canRefund = hasAnyPermission(cachedAdminSession()?.perms ?? {}, [PERMISSIONS.FINANCE_REFUND]);
  const time = (iso: string | null) => formatTime(iso, i18n.language);
  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered data-testid="order-detail">
        <Descriptions.Item label={t('orders.col.orderId')}>
          <Typography.Text copyable code>
            {o.order_id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.status')}>
          <StatusTag status={o.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.user')}>
          {o.user.nickname} · {o.user.public_id} · <Tag>{o.user.brand}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.product')}>{productLabel(o)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.col.price')}>{formatPrice(o.price_minor, o.currency, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.col.method')}>{t(`money:method.${o.method}`)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.provider')}>{o.provider}</Descriptions.Item>
        <Descriptions.Item label={t('orders.providerRef')}>{o.provider_ref ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.col.createdAt')}>{time(o.created_at)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.creditedAt')}>{time(o.credited_at)}</Descriptions.Item>
        <Descriptions.Item label={t('orders.refundedAt')}>{time(o.refunded_at)}</Descriptions.Item>
      </Descriptions>

      {d.refund ? (
        <Descriptions title={t('orders.refund.title')} column={1} size="small" bordered data-testid="order-refund">
          <Descriptions.Item label={t('orders.col.status')}>
            <span data-testid="refund-state" data-state={d.refund.state}>
              {t(`orders.refund.state.${d.refund.state}`)}
            </span>{' '}
            · {t(`orders.refund.source.${d.refund.source}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.refund.reason')}>{d.refund.reason}</Descriptions.Item>
          <Descriptions.Item label={t('orders.refund.amount')}>
            {formatPrice(d.refund.amount_minor, o.currency, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.providerRef')}>{d.refund.provider_ref ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.refund.requestedAt')}>{time(d.refund.requested_at)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.refund.completedAt')}>{time(d.refund.completed_at)}</Descriptions.Item>
        </Descriptions>
      ) : null}

      {d.debt ? (
        <Alert
          type="warning"
          showIcon
          message={t('orders.debt.title')}
          description={t('orders.debt.body', { amount: d.debt.amount, asset: t(`wallet.asset.${d.debt.asset}`) })}
          data-testid="order-debt"
        />
      ) : null}

      {o.refundable && canRefund ? (
        <RefundButton order={o} />
      ) : o.status === 'credited' && canRefund && !d.refund ? (
        <Typography.Text type="secondary">{t('orders.refund.notRefundable')}</Typography.Text>
      ) : null}

      <Descriptions title={t('orders.operations')} column={1} size="small" bordered>
        <Descriptions.Item label="payment">
          {d.operations.payment !== null ? t('orders.paymentOp', { id: d.operations.payment }) : t('orders.none')}
        </Descriptions.Item>
        <Descriptions.Item label="refund">
          <span data-testid="refund-operation">
            {d.operations.refund !== null ? t('orders.refundOp', { id: d.operations.refund }) : t('orders.none')}
          </span>
        </Descriptions.Item>
      </Descriptions>

      <div>
        <Typography.Title level={5}>{t('orders.events')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.events}
          locale={{ emptyText: t('orders.noEvents') }}
          data-testid="order-events"
          columns={[
            { title: t('orders.eventCol.time'), dataIndex: 'received_at', key: 'time', render: (v: string) => time(v) },
            {
              title: t('orders.eventCol.event'),
              dataIndex: 'event',
              key: 'event',
              render: (v: string) => t(`orders.event.${v}`, { defaultValue: v }),
            },
            {
              title: t('orders.eventCol.outcome'),
              dataIndex: 'outcome',
              key: 'outcome',
              render: (v: string) => t(`orders.outcome.${v}`, { defaultValue: v }),
            },
          ]}
        />
      </div>
    </Space>
  );
}

function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const detail = useOrder(id);
  const status = detail.data?.order.status;
  // the list follows what the drawer sees (e.g. the provider's refund notification arriving)
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
  }, [status, client]);
  return (
    <Drawer open={id !== null} onClose={onClose} width={600} title={t('orders.detail')} destroyOnHidden data-testid="order-drawer">
      {detail.isPending || !detail.data ? <Skeleton active /> : <OrderDetail d={detail.data} />}
    </Drawer>
  );
}

interface FilterValues {
  user?: string;
  status?: OrderStatus;
  brand?: string;
  dates?: [{ format(f: string): string } | null, { format(f: string): string } | null] | null;
}

function Orders() {
  const { t, i18n } = useTranslation(['admin', 'money']);
  const client = useQueryClient();
  const [filter, setFilter] = useState<OrdersFilter>({ page: 1, page_size: PAGE_SIZE });
  const [selected, setSelected] = useState<string | null>(null);
  const orders = useOrders(filter);
  const productLabel = useProductLabel();

  const search = (v: FilterValues) =>
    setFilter({
      page: 1,
      page_size: PAGE_SIZE,
      user: v.user?.trim() || undefined,
      status: v.status,
      brand: (v.brand as OrdersFilter['brand']) || undefined,
      from: v.dates?.[0]?.format('YYYY-MM-DD'),
      to: v.dates?.[1]?.format('YYYY-MM-DD'),
    });

  const columns: TableColumnsType<TAdminOrder> = [
    {
      title: t('orders.col.orderId'),
      dataIndex: 'order_id',
      key: 'order_id',
      width: 170,
      ellipsis: true,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('orders.col.user'),
      key: 'user',
      width: 170,
      render: (_: unknown, o) => (
        <Space direction="vertical" size={0}>
          <span>{o.user.nickname}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.user.public_id} · {o.user.brand}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('orders.col.product'), key: 'product', width: 170, render: (_: unknown, o) => productLabel(o) },
    {
      title: t('orders.col.price'),
      key: 'price',
      align: 'right',
      width: 120,
      render: (_: unknown, o) => formatPrice(o.price_minor, o.currency, i18n.language),
    },
    { title: t('orders.col.method'), dataIndex: 'method', key: 'method', width: 130, render: (m: string) => t(`money:method.${m}`) },
    { title: t('orders.col.status'), dataIndex: 'status', key: 'status', width: 120, render: (s: OrderStatus) => <StatusTag status={s} /> },
    {
      title: t('orders.col.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      width: 180,
      render: (v: string) => formatTime(v, i18n.language),
    },
  ];

  return (
    <Card
      title={t('nav.orders')}
      extra={
        <Space>
          <ExportButton endpoint={REPORTS_API.exports.orders} filters={filter} />
          {hasAnyPermission(cachedAdminSession()?.perms ?? {}, [PERMISSIONS.FINANCE_MANUAL_ORDER]) ? <ManualPaymentButton /> : null}
        </Space>
      }
      data-testid="admin-page"
    >
      <Form<FilterValues> layout="inline" onFinish={search} style={{ rowGap: 8, marginBottom: 16 }} data-testid="orders-filter">
        <Form.Item name="user">
          <Input allowClear placeholder={t('orders.filter.user')} style={{ width: 170 }} data-testid="orders-user" />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('orders.filter.status')}
            style={{ width: 150 }}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
            data-testid="orders-status"
          />
        </Form.Item>
        <Form.Item name="brand">
          <Select
            allowClear
            placeholder={t('orders.filter.brand')}
            style={{ width: 140 }}
            options={BRAND_IDS.map((b) => ({ value: b, label: b }))}
          />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('orders.filter.from'), t('orders.filter.to')]} />
        </Form.Item>
        <FilterActions
          searchLabel={t('orders.filter.search')}
          resetLabel={t('orders.filter.reset')}
          onReset={() => setFilter({ page: 1, page_size: PAGE_SIZE })}
          searchTestId="orders-search"
        />
      </Form>
      <Table<TAdminOrder>
        rowKey="order_id"
        size="middle"
        columns={columns}
        dataSource={orders.data?.items ?? []}
        loading={orders.isFetching}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('orders.empty') }}
        onRow={(row) => ({ onClick: () => setSelected(row.order_id), style: { cursor: 'pointer' }, 'data-testid': 'orders-row' }) as object}
        pagination={serverPaging({
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total,
          showTotal: (total) => t('orders.total', { count: total }),
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        })}
        data-testid="orders-table"
      />
      <OrderDrawer
        id={selected}
        onClose={() => {
          setSelected(null);
          void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
        }}
      />
    </Card>
  );
}

export const OrdersPage = withQuery(Orders);
