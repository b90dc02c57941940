/**
 * A birth-date change in the risk record's drawer (issue 14 D): the current and the requested
 * date, the user's reason (as text), and approve / reject with a note — the server checks the
 * admin's region, applies an approval to the account and writes the audit row.
 */
import { LIMITS } from '@app/shared';
import { App, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBirthDateChangeOfRecord, useDecideBirthDateChange } from '../../api/minors';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'default' } as const;

export function BirthDateReview({ recordId }: { recordId: number }) {
  const { t } = useTranslation('risk');
  const { modal, message } = App.useApp();
  const list = useBirthDateChangeOfRecord(recordId);
  const decide = useDecideBirthDateChange();
  const [note, setNote] = useState('');
  const c = list.data?.items[0];
  if (list.isLoading) return <Card size="small" loading title={t('birthChange.title')} />;
  if (!c) return null;
  const run = (decision: 'approve' | 'reject') =>
    decide.mutate({ id: c.id, decision, note }, { onSuccess: () => void message.success(t('birthChange.done')) });
  return (
    <Card size="small" title={t('birthChange.title')} data-testid="birth-date-review">
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('birthChange.from')}>{c.old_birth_date}</Descriptions.Item>
        <Descriptions.Item label={t('birthChange.to')}>
          <Typography.Text strong>{c.new_birth_date}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('birthChange.reason')} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.reason || '—'}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('birthChange.state')}>
          <Tag color={STATUS_COLOR[c.status]} data-testid="birth-date-status">
            {t(`birthChange.${c.status}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('birthChange.decidedBy')}>{c.decided_by?.nickname ?? '—'}</Descriptions.Item>
        {c.note ? (
          <Descriptions.Item label={t('birthChange.note')} span={2}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.note}</Typography.Paragraph>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {c.status === 'pending' ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
          <Input.TextArea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={LIMITS.birthDateChangeReasonMax}
            placeholder={t('birthChange.note')}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
          <Space>
            <Button
              type="primary"
              loading={decide.isPending}
              data-testid="birth-date-approve"
              onClick={() =>
                modal.confirm({ content: t('birthChange.approveConfirm', { date: c.new_birth_date }), onOk: () => run('approve') })
              }
            >
              {t('birthChange.approve')}
            </Button>
            <Button danger loading={decide.isPending} data-testid="birth-date-reject" onClick={() => run('reject')}>
              {t('birthChange.reject')}
            </Button>
          </Space>
        </Space>
      ) : null}
    </Card>
  );
}
