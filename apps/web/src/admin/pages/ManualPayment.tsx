import { LIMITS } from '@app/shared';
import type { ButtonProps } from 'antd';
import { Alert, App, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../features/money/format';
import { useManualProducts, useRecordManualPayment } from '../api/orders';
import { usePublicIdSearch } from '../api/users';
import { FormModalButton } from '../kit/FormModal';

interface Values {
  public_id: string;
  product_id: number;
  reference: string;
}

/** A fresh idempotency key per intended record; kept across retries of the same confirm. */
const newRequestId = () => `man${crypto.randomUUID().replace(/-/g, '')}`;

/**
 * Customer service took a payment outside the app: find the user by public ID, pick the package,
 * give the payment's reference, confirm. The server credits it once (finance.manual_order).
 */
export function ManualPaymentButton() {
  const { t, i18n } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const [requestId, setRequestId] = useState(newRequestId);
  const [publicId, setPublicId] = useState('');
  const [form] = Form.useForm<Values>();
  // the search also matches nicknames by prefix: look at a page for the exact public ID
  const found = usePublicIdSearch({ q: publicId, page: 1, page_size: LIMITS.pageSizeDefault });
  const user = found.data?.items.find((u) => u.public_id === publicId.trim()) ?? null;
  const products = useManualProducts(user?.brand ?? null);
  const record = useRecordManualPayment();

  const label = (p: { kind: string; amount: number; bonus: number; tier: string | null; price_minor: number; currency: string }) =>
    `${p.kind === 'membership' ? t(`orders.product.${p.tier ?? 'weekly'}`) : t('orders.manual.coins', { amount: p.amount })} · ${formatPrice(p.price_minor, p.currency, i18n.language)}`;

  const submit = (v: Values, close: () => void) => {
    const product = products.data?.find((p) => p.id === v.product_id);
    if (!user || !product) return;
    modal.confirm({
      title: t('orders.manual.confirmTitle'),
      content: t('orders.manual.confirmBody', {
        name: user.nickname,
        id: user.public_id,
        what: label(product),
        reference: v.reference.trim(),
      }),
      okText: t('orders.manual.confirm'),
      okButtonProps: { 'data-testid': 'manual-confirm' } as ButtonProps,
      cancelText: t('orders.refund.cancel'),
      onOk: () =>
        record
          .mutateAsync({ public_id: user.public_id, product_id: product.id, reference: v.reference.trim(), request_id: requestId })
          .then((r) => {
            void message.success(t('orders.manual.done', { id: r.order.order_id }));
            setRequestId(newRequestId());
            close();
            setPublicId('');
            form.resetFields();
          })
          .catch(() => undefined), // shown by the API layer; the key is kept for a retry
    });
  };

  return (
    <FormModalButton<Values>
      label={t('orders.manual.button')}
      buttonProps={{ 'data-testid': 'manual-open' }}
      title={t('orders.manual.title')}
      okText={t('orders.manual.submit')}
      okButtonProps={{ disabled: !user, 'data-testid': 'manual-submit' }}
      cancelText={t('orders.refund.cancel')}
      form={form}
      onFinish={submit}
      intro={<Typography.Paragraph type="secondary">{t('orders.manual.hint')}</Typography.Paragraph>}
    >
      <Form.Item
        name="public_id"
        label={t('orders.manual.user')}
        rules={[{ required: true, whitespace: true, message: t('orders.manual.userRequired') }]}
      >
        <Input.Search
          enterButton={t('orders.manual.find')}
          onSearch={(v) => setPublicId(v.trim())}
          placeholder={t('orders.manual.userPlaceholder')}
          data-testid="manual-user"
        />
      </Form.Item>
      {publicId && !found.isFetching && !user ? (
        <Alert type="warning" showIcon message={t('orders.manual.noUser')} style={{ marginBottom: 16 }} />
      ) : null}
      {user ? (
        <Alert
          type="info"
          showIcon
          message={`${user.nickname} · ${user.public_id} · ${user.brand}`}
          style={{ marginBottom: 16 }}
          data-testid="manual-found"
        />
      ) : null}
      <Form.Item
        name="product_id"
        label={t('orders.manual.product')}
        rules={[{ required: true, message: t('orders.manual.productRequired') }]}
      >
        <Select
          disabled={!user}
          loading={products.isFetching}
          options={(products.data ?? []).map((p) => ({ value: p.id, label: label(p) }))}
          data-testid="manual-product"
        />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('orders.manual.reference')}
        rules={[{ required: true, whitespace: true, message: t('orders.manual.referenceRequired') }]}
      >
        <Input
          maxLength={LIMITS.paymentReferenceMax}
          placeholder={t('orders.manual.referencePlaceholder')}
          data-testid="manual-reference"
        />
      </Form.Item>
    </FormModalButton>
  );
}
