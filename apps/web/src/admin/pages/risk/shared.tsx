import { LIMITS, RISK_REASONS, RISK_SEVERITIES } from '@app/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '../../kit/filters';
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
