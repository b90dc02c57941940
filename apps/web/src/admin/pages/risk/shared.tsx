import { LIMITS, RISK_REASONS, RISK_SEVERITIES } from '@app/shared';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModalButton } from '../../kit/FormModal';
import { FilterSelect, optionsOf } from '../../kit/filters';
import { formatTime, TIME_TO_MINUTE_24H } from '../../kit/format';

/** The reasons and severities as select options, in the console's language. */
export function useRiskOptions() {
  const { t } = useTranslation('risk');
  return {
    reasonOptions: optionsOf(RISK_REASONS, (r) => t(`reason.${r}`)),
    severityOptions: optionsOf(RISK_SEVERITIES, (s) => t(`severity.${s}`)),
  };
}

/** Risk times: day and minute, 24-hour clock. */
export const formatRiskTime = (iso: string | null, locale: string) => formatTime(iso, locale, TIME_TO_MINUTE_24H);

/**
 * A primary button opening a form about one user (by public id, sent trimmed), titled like the
 * button: `send` is awaited, then the form is cleared and closed and `onSent` gets the answer.
 */
export function UserFormButton<V extends { public_id: string }, R>(props: {
  label: string;
  testId: string;
  okText: string;
  initialValues: Partial<V>;
  send: (values: V) => Promise<R>;
  pending: boolean;
  onSent?: (result: R) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('risk');
  const [form] = Form.useForm<V>();
  const submit = (v: V, close: () => void) =>
    props
      .send({ ...v, public_id: v.public_id.trim() })
      .then((result) => {
        close();
        form.resetFields();
        props.onSent?.(result);
      })
      .catch(() => undefined);
  return (
    <FormModalButton<V>
      label={props.label}
      buttonProps={{ type: 'primary', 'data-testid': props.testId }}
      title={props.label}
      okText={props.okText}
      cancelText={t('console.cancel')}
      confirmLoading={props.pending}
      form={form}
      onFinish={submit}
      initialValues={props.initialValues}
    >
      {props.children}
    </FormModalButton>
  );
}

/** A list filter by region, among the regions the admin handles. */
export function RegionFilter({ regions }: { regions: readonly string[] }) {
  const { t } = useTranslation('risk');
  return (
    <FilterSelect name="region" width={120} placeholder={t('console.col.region')} options={optionsOf(regions, (r) => t(`region.${r}`))} />
  );
}

/** The reason (category) a record or a reminder gives, as a select. */
export function ReasonItem({ name }: { name: string }) {
  const { t } = useTranslation('risk');
  const { reasonOptions } = useRiskOptions();
  return (
    <Form.Item name={name} label={t('console.col.category')}>
      <Select style={{ width: 200 }} options={reasonOptions} />
    </Form.Item>
  );
}

/** The user a record or a reminder is about, by public id (required). */
export function PublicIdItem({ testId }: { testId?: string }) {
  const { t } = useTranslation('risk');
  return (
    <Form.Item
      name="public_id"
      label={t('console.col.user')}
      rules={[{ required: true, whitespace: true, message: t('console.required') }]}
    >
      <Input maxLength={LIMITS.publicIdMax} placeholder={t('console.filter.user')} data-testid={testId} />
    </Form.Item>
  );
}
