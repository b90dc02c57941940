import { ASSETS, type Asset, hasAnyPermission, LIMITS, PERMISSIONS } from '@app/shared';
import { Alert, Button, Descriptions, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdjustBalance, useUserWallet } from '../api/wallet';
import { TimeCell } from '../kit/cells';
import { TIME_TO_MINUTE } from '../kit/format';
import { cachedAdminSession } from '../state';

/** A fresh idempotency key per intended adjustment; kept across retries of the same submit. */
const newRequestId = () => `adm${crypto.randomUUID().replace(/-/g, '')}`;

interface AdjustValues {
  asset: Asset;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
}

function AdjustForm({ userId }: { userId: number }) {
  const { t } = useTranslation(['admin', 'staff']);
  const [form] = Form.useForm<AdjustValues>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustBalance(userId);
  const submit = (v: AdjustValues) => {
    setDone(null);
    adjust.mutate(
      {
        user_id: userId,
        asset: v.asset,
        amount: v.direction === 'debit' ? -v.amount : v.amount,
        reason: v.reason.trim(),
        request_id: requestId,
      },
      {
        onSuccess: (r) => {
          setDone(
            'approval_id' in r
              ? t('approvals.sentForApproval', { ns: 'staff', id: r.approval_id })
              : t('wallet.adjusted', { balance: r.balance, asset: t(`wallet.asset.${r.asset}`) }),
          );
          setRequestId(newRequestId());
          form.resetFields(['amount', 'reason']);
        },
      },
    );
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ asset: 'gold_coin', direction: 'credit' }}
      onFinish={submit}
      data-testid="wallet-adjust"
    >
      <Space wrap>
        <Form.Item name="asset" label={t('wallet.assetLabel')} rules={[{ required: true }]}>
          <Select style={{ width: 150 }} options={ASSETS.map((a) => ({ value: a, label: t(`wallet.asset.${a}`) }))} />
        </Form.Item>
        <Form.Item name="direction" label={t('wallet.direction')}>
          <Select
            style={{ width: 120 }}
            options={[
              { value: 'credit', label: t('wallet.credit') },
              { value: 'debit', label: t('wallet.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('wallet.amount')} rules={[{ required: true, message: t('wallet.amountRequired') }]}>
          <InputNumber min={1} max={LIMITS.ledgerAmountMax} precision={0} style={{ width: 140 }} data-testid="wallet-amount" />
        </Form.Item>
      </Space>
      <Form.Item
        name="reason"
        label={t('wallet.reason')}
        rules={[{ required: true, whitespace: true, message: t('wallet.reasonRequired') }]}
      >
        <Input maxLength={LIMITS.staffReasonMax} showCount data-testid="wallet-reason" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adjust.isPending} data-testid="wallet-submit">
        {t('wallet.submit')}
      </Button>
      {done ? <Alert style={{ marginTop: 12 }} type="success" showIcon message={done} data-testid="wallet-done" /> : null}
    </Form>
  );
}

/** A user's balances and latest movements, and the audited manual adjustment (finance codes). */
export function UserWallet({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('admin');
  const perms = cachedAdminSession()?.perms ?? {};
  const canView = hasAnyPermission(perms, [PERMISSIONS.FINANCE_VIEW_WALLET]);
  const canAdjust = hasAnyPermission(perms, [PERMISSIONS.FINANCE_ADJUST_BALANCE]);
  const wallet = useUserWallet(userId, canView);
  if (!canView && !canAdjust) return null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {canView ? (
        <>
          <Descriptions title={t('wallet.title')} column={2} size="small" bordered data-testid="wallet-balances">
            {ASSETS.map((a) => (
              <Descriptions.Item key={a} label={t(`wallet.asset.${a}`)}>
                <span data-testid={`balance-${a}`}>{wallet.data ? wallet.data.balances[a] : '…'}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('wallet.transactions')}
          </Typography.Title>
          <Table
            rowKey="id"
            size="small"
            loading={wallet.isFetching}
            dataSource={wallet.data?.transactions ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('wallet.noTransactions') }}
            columns={[
              {
                title: t('wallet.time'),
                dataIndex: 'created_at',
                key: 'created_at',
                render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
              },
              {
                title: t('wallet.kind'),
                dataIndex: 'kind',
                key: 'kind',
                render: (k: string) => t(`wallet.kinds.${k}`, { defaultValue: k }),
              },
              { title: t('wallet.assetLabel'), dataIndex: 'asset', key: 'asset', render: (a: string) => t(`wallet.asset.${a}`) },
              {
                title: t('wallet.amount'),
                dataIndex: 'amount',
                key: 'amount',
                align: 'right',
                render: (n: number) => <Typography.Text type={n < 0 ? 'danger' : 'success'}>{n > 0 ? `+${n}` : n}</Typography.Text>,
              },
              { title: t('wallet.memo'), dataIndex: 'memo', key: 'memo', ellipsis: true },
            ]}
          />
        </>
      ) : null}
      {canAdjust ? (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('wallet.adjust')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
            {t('wallet.adjustHint')}
          </Typography.Paragraph>
          <AdjustForm userId={userId} />
        </>
      ) : null}
    </Space>
  );
}
