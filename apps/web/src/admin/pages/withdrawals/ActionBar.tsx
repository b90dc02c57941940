/**
 * The buttons of one withdrawal for the signed-in admin: only the actions its state and the
 * admin's permissions allow (`actionsFor`); one the admin may not take because they reviewed or
 * approved it already is shown disabled with the reason.
 */
import { REJECT_REASONS, type RejectReason, type TAdminWithdrawal, type TAdminWithdrawalAction } from '@app/shared';
import { App, Button, type ButtonProps, Form, Input, Select, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalAction } from '../../api/withdrawals';
import { FormModalButton } from '../../kit/FormModal';
import { TextAreaItem } from '../../kit/fields';
import { optionsOf } from '../../kit/filters';
import { type ActionBlock, type ActionOffer, actionsFor } from './model';
import { cash, useActor } from './parts';

const NOTE_MAX = 500;
const REFERENCE_MAX = 64;

interface RejectValues {
  reason: RejectReason;
  note?: string;
}
interface PayValues {
  reference: string;
}
interface FailValues {
  note: string;
}

export function ActionBar({ w, onDone }: { w: TAdminWithdrawal; onDone: (updated: TAdminWithdrawal) => void }) {
  const { t, i18n } = useTranslation('withdrawConsole');
  const { modal, message } = App.useApp();
  const actor = useActor();
  const act = useWithdrawalAction();
  const [rejectForm] = Form.useForm<RejectValues>();
  const [payForm] = Form.useForm<PayValues>();
  const [failForm] = Form.useForm<FailValues>();
  const offers = actionsFor(w, actor);

  if (offers.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid="withdrawal-no-actions">
        {t('detail.noActions')}
      </Typography.Text>
    );
  }

  /** Sends the action; resolves true once it went through (the API layer shows a refusal). */
  const send = (action: TAdminWithdrawalAction) =>
    act.mutateAsync({ id: w.id, action }).then(
      (updated) => {
        void message.success(t(`action.done.${action.action}`));
        onDone(updated);
        return true;
      },
      () => false,
    );

  const confirm = (action: 'review' | 'approve') =>
    modal.confirm({
      title: t(`action.confirm.${action}Title`, { id: w.id }),
      content: t(`action.confirm.${action}Body`, { amount: cash(w, w.net, i18n.language), name: w.user.nickname }),
      okText: t(`action.${action}`),
      okButtonProps: { 'data-testid': `withdrawal-${action}-confirm` } as ButtonProps,
      cancelText: t('action.cancel'),
      onOk: () => send({ action }),
    });

  const blockedTip = (b: ActionBlock | null) => (b ? t(`action.blocked.${b}`) : undefined);
  const common = { cancelText: t('action.cancel'), confirmLoading: act.isPending };

  const button = (o: ActionOffer): ReactNode => {
    const disabled = o.blocked !== null;
    const testId = `withdrawal-${o.action}`;
    switch (o.action) {
      case 'review':
      case 'approve': {
        const action = o.action;
        return (
          <Button type="primary" disabled={disabled} loading={act.isPending} onClick={() => confirm(action)} data-testid={testId}>
            {t(`action.${action}`)}
          </Button>
        );
      }
      case 'reject':
        return (
          <FormModalButton<RejectValues>
            {...common}
            label={t('action.reject')}
            buttonProps={{ danger: true, disabled, 'data-testid': testId }}
            title={t('reject.title', { id: w.id })}
            okText={t('action.reject')}
            okButtonProps={{ danger: true, 'data-testid': 'withdrawal-reject-submit' }}
            form={rejectForm}
            intro={<Typography.Paragraph type="secondary">{t('reject.hint')}</Typography.Paragraph>}
            onFinish={(v, close) =>
              void send({ action: 'reject', reason: v.reason, note: v.note?.trim() ?? '' }).then((ok) => ok && close())
            }
          >
            <Form.Item name="reason" label={t('reject.reason')} rules={[{ required: true, message: t('reject.reasonRequired') }]}>
              <Select options={optionsOf(REJECT_REASONS, (r) => t(`rejectReason.${r}`))} data-testid="withdrawal-reject-reason" />
            </Form.Item>
            <TextAreaItem
              name="note"
              label={t('reject.note')}
              rows={3}
              max={NOTE_MAX}
              placeholder={t('reject.notePlaceholder')}
              testId="withdrawal-reject-note"
            />
          </FormModalButton>
        );
      case 'pay':
        return (
          <FormModalButton<PayValues>
            {...common}
            label={t('action.pay')}
            buttonProps={{ type: 'primary', disabled, 'data-testid': testId }}
            title={t('pay.title', { id: w.id })}
            okText={t('action.pay')}
            okButtonProps={{ 'data-testid': 'withdrawal-pay-submit' }}
            form={payForm}
            intro={
              <Typography.Paragraph type="secondary">
                {t('pay.hint', { amount: cash(w, w.net, i18n.language), account: w.account_label })}
              </Typography.Paragraph>
            }
            onFinish={(v, close) => void send({ action: 'pay', reference: v.reference.trim() }).then((ok) => ok && close())}
          >
            <Form.Item
              name="reference"
              label={t('pay.reference')}
              rules={[{ required: true, whitespace: true, message: t('pay.referenceRequired') }]}
            >
              <Input maxLength={REFERENCE_MAX} data-testid="withdrawal-pay-reference" />
            </Form.Item>
          </FormModalButton>
        );
      case 'fail':
        return (
          <FormModalButton<FailValues>
            {...common}
            label={t('action.fail')}
            buttonProps={{ danger: true, disabled, 'data-testid': testId }}
            title={t('fail.title', { id: w.id })}
            okText={t('action.fail')}
            okButtonProps={{ danger: true, 'data-testid': 'withdrawal-fail-submit' }}
            form={failForm}
            intro={<Typography.Paragraph type="secondary">{t('fail.hint')}</Typography.Paragraph>}
            onFinish={(v, close) => void send({ action: 'fail', note: v.note.trim() }).then((ok) => ok && close())}
          >
            <TextAreaItem
              name="note"
              label={t('fail.note')}
              rows={3}
              max={NOTE_MAX}
              required={t('fail.noteRequired')}
              testId="withdrawal-fail-note"
            />
          </FormModalButton>
        );
    }
  };

  const blocked = offers[0]?.blocked ?? null;
  return (
    <Space direction="vertical" size={8}>
      <Space wrap data-testid="withdrawal-actions">
        {offers.map((o) => (
          <Tooltip key={o.action} title={blockedTip(o.blocked)}>
            <span>{button(o)}</span>
          </Tooltip>
        ))}
      </Space>
      {blocked ? (
        <Typography.Text type="warning" data-testid="withdrawal-blocked" data-reason={blocked}>
          {blockedTip(blocked)}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
