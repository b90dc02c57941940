import {
  hasAnyPermission,
  LIMITS,
  ORDER_STATUSES,
  type OrderStatus,
  PERMISSIONS,
  type TAdminOrder,
  type TAdminOrderDetail,
} from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, type ButtonProps, Descriptions, Form, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../features/money/format';
import { type OrdersFilter, useOrder, useOrders, useRefundOrder } from '../api/orders';
import { REPORTS_API } from '../api/reports';
import { StatusTag, TimeCell, UserCell } from '../kit/cells';
import { DetailSections, QueryDrawer, SectionTable } from '../kit/DetailDrawer';
import { FormModalButton } from '../kit/FormModal';
import { TextAreaItem } from '../kit/fields';
import { BRAND_OPTIONS, DateRangeFilter, FilterForm, FilterInput, FilterSelect, optionsOf } from '../kit/filters';
import { formatTime } from '../kit/format';
import { ListCard } from '../kit/ListCard';
import { ListTable, usePagedFilter } from '../kit/ListTable';
import { withQuery } from '../kit/withQuery';
import { cachedAdminSession } from '../state';
import { ManualPaymentButton } from './ManualPayment';
import { ExportButton } from './reports/ExportButton';

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

function useProductLabel() {
  const { t, i18n } = useTranslation('admin');
  return (o: Pick<TAdminOrder, 'kind' | 'tier' | 'amount' | 'asset'>) =>
    o.kind === 'membership'
      ? t(`orders.product.${o.tier ?? 'weekly'}`)
      : t('orders.product.coins', {
          amount: new Intl.NumberFormat(i18n.language).format(o.amount),
          asset: t(`wallet.asset.${o.asset ?? 'gold_coin'}`),
        });
}

function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <StatusTag status={status} colors={STATUS_COLOR} label={t(`orders.status.${status}`)} testId="order-status" />;
}

interface RefundValues {
  reason: string;
}

/** Reason → confirm → POST; the request id survives a failed attempt so a retry cannot refund twice. */
function RefundButton({ order }: { order: TAdminOrder }) {
  const { t, i18n } = useTranslation(['admin', 'staff']);
  const { modal, message } = App.useApp();
  const [requestId, setRequestId] = useState(newRequestId);
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundOrder(order.order_id);
  const productLabel = useProductLabel();
  const what = order.kind === 'membership' ? t('orders.refund.membershipWhat') : productLabel(order);

  const submit = (v: RefundValues, close: () => void) => {
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
            close();
            form.resetFields();
          })
          .catch(() => undefined), // the error was shown by the API layer; the key is kept for a retry
    });
  };

  return (
    <FormModalButton<RefundValues>
      label={t('orders.refund.button')}
      buttonProps={{ danger: true, type: 'primary', 'data-testid': 'refund-open' }}
      title={t('orders.refund.modalTitle', { id: order.order_id })}
      okText={t('orders.refund.button')}
      okButtonProps={{ danger: true, 'data-testid': 'refund-submit' }}
      cancelText={t('orders.refund.cancel')}
      form={form}
      onFinish={submit}
      intro={
        <Typography.Paragraph>
          {t('orders.refund.modalHint', { price: formatPrice(order.price_minor, order.currency, i18n.language), what })}
        </Typography.Paragraph>
      }
    >
      <TextAreaItem
        name="reason"
        label={t('orders.refund.reason')}
        required={t('orders.refund.reasonRequired')}
        rows={3}
        max={LIMITS.staffReasonMax}
        placeholder={t('orders.refund.reasonPlaceholder')}
        testId="refund-reason"
      />
    </FormModalButton>
  );
}

function OrderDetail({ d }: { d: TAdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin', 'money']);
  const productLabel = useProductLabel();
  const o = d.order;
  const canRefund = hasAnyPermission(cachedAdminSession()?.perms ?? {}, [PERMISSIONS.FINANCE_REFUND]);
  const time = (iso: string | null) => formatTime(iso, i18n.language);
  return (
    <DetailSections>
      <Descriptions column={1} size="small" bordered data-testid="order-detail">
        <Descriptions.Item label={t('orders.col.orderId')}>
          <Typography.Text copyable code>
            {o.order_id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.col.status')}>
          <OrderStatusTag status={o.status} />
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
        <Descriptions.Item label={t('orders.opPayment')}>
          {d.operations.payment !== null ? t('orders.paymentOp', { id: d.operations.payment }) : t('orders.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.opRefund')}>
          <span data-testid="refund-operation">
            {d.operations.refund !== null ? t('orders.refundOp', { id: d.operations.refund }) : t('orders.none')}
          </span>
        </Descriptions.Item>
      </Descriptions>

      <SectionTable
        title={t('orders.events')}
        rows={d.events}
        emptyText={t('orders.noEvents')}
        testId="order-events"
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
    </DetailSections>
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
    <QueryDrawer id={id} detail={detail} onClose={onClose} width={600} title={t('orders.detail')} testId="order-drawer">
      {(d) => <OrderDetail d={d} />}
    </QueryDrawer>
  );
}

function Orders() {
  const { t, i18n } = useTranslation(['admin', 'money']);
  const client = useQueryClient();
  const list = usePagedFilter<OrdersFilter>();
  const [selected, setSelected] = useState<string | null>(null);
  const orders = useOrders(list.filter);
  const productLabel = useProductLabel();

  const columns: TableColumnsType<TAdminOrder> = [
    {
      title: t('orders.col.orderId'),
      dataIndex: 'order_id',
      key: 'order_id',
      width: 170,
      ellipsis: true,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: t('orders.col.user'), key: 'user', width: 170, render: (_: unknown, o) => <UserCell user={o.user} /> },
    { title: t('orders.col.product'), key: 'product', width: 170, render: (_: unknown, o) => productLabel(o) },
    {
      title: t('orders.col.price'),
      key: 'price',
      align: 'right',
      width: 120,
      render: (_: unknown, o) => formatPrice(o.price_minor, o.currency, i18n.language),
    },
    { title: t('orders.col.method'), dataIndex: 'method', key: 'method', width: 150, render: (m: string) => t(`money:method.${m}`) },
    {
      title: t('orders.col.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (s: OrderStatus) => <OrderStatusTag status={s} />,
    },
    {
      title: t('orders.col.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      width: 180,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} />,
    },
  ];

  return (
    <ListCard
      title={t('nav.orders')}
      actions={[
        <ExportButton key="export" endpoint={REPORTS_API.exports.orders} filters={list.filter} />,
        hasAnyPermission(cachedAdminSession()?.perms ?? {}, [PERMISSIONS.FINANCE_MANUAL_ORDER]) ? (
          <ManualPaymentButton key="manual" />
        ) : null,
      ]}
    >
      <FilterForm list={list} labels={(k) => t(`orders.filter.${k}`)} testIds="orders">
        <FilterInput name="user" width={170} placeholder={t('orders.filter.user')} testId="orders-user" />
        <FilterSelect
          name="status"
          width={150}
          placeholder={t('orders.filter.status')}
          options={optionsOf(ORDER_STATUSES, (s) => t(`orders.status.${s}`))}
          data-testid="orders-status"
        />
        <FilterSelect name="brand" width={140} placeholder={t('orders.filter.brand')} options={BRAND_OPTIONS} />
        <DateRangeFilter />
      </FilterForm>
      <ListTable<TAdminOrder>
        rowKey="order_id"
        columns={columns}
        list={list}
        query={orders}
        scrollX={1100}
        emptyText={t('orders.empty')}
        onRowClick={(row) => setSelected(row.order_id)}
        showTotal={(total) => t('orders.total', { count: total })}
        testIds="orders"
      />
      <OrderDrawer
        id={selected}
        onClose={() => {
          setSelected(null);
          void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
        }}
      />
    </ListCard>
  );
}

export const OrdersPage = withQuery(Orders);
