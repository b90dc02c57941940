import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { Tabs } from '../../../components/ui/Tabs';
import type { StepProps } from '../components';
import { type CardFields, type FieldErrors, groupCard, unmasked, validateAlipay, validateBankCard } from '../forms';
import { CreateAccountStep } from './CreateAccountStep';
import { AccountFormFrame, existingAccount, useAccountSave, useFieldErrors } from './form-kit';

type CnMethod = 'alipay' | 'bank_card';
const CN_METHODS: readonly CnMethod[] = ['alipay', 'bank_card'];

/** China: an Alipay account or a bank card in her verified name. Without `?method=` it offers the methods. */
export function EditAccountStep(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const asked = props.search.get('method');
  const method = CN_METHODS.find((m) => m === asked && props.o.rules.methods.includes(m));
  if (!method) return <CreateAccountStep {...props} />;
  const others = CN_METHODS.filter((m) => props.o.rules.methods.includes(m));
  const params = new URLSearchParams(props.search);
  return (
    <>
      {others.length > 1 ? (
        <Tabs
          className="wd-tabs"
          items={others.map((m) => ({ value: m, label: t(`method.${m}`), testId: `wd-tab-${m}` }))}
          value={method}
          onChange={(m) => {
            params.set('method', m);
            params.delete('account_id');
            props.go('edit_account', Object.fromEntries(params), { replace: true });
          }}
          ariaLabel={t('create.title')}
        />
      ) : null}
      {method === 'alipay' ? <AlipayForm key="alipay" {...props} /> : <BankCardForm key="bank_card" {...props} />}
    </>
  );
}

function HolderNote({ o }: Pick<StepProps, 'o'>) {
  const { t } = useTranslation('withdraw');
  const name = o.realname?.verified ? o.realname.name_masked : null;
  return <>{name ? t('form.cnHolder', { name }) : t('form.cnHolderUnverified')}</>;
}

function AlipayForm(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const existing = existingAccount(props.o, 'alipay', props.search);
  const [account, setAccount] = useState(() => unmasked(existing?.details.account));
  const [error, setError] = useState<string | null>(null);
  const save = useAccountSave(props);
  return (
    <AccountFormFrame
      title={t(existing ? 'form.alipayEdit' : 'form.alipayAdd')}
      note={<HolderNote o={props.o} />}
      existing={existing}
      busy={save.busy}
      error={save.error}
      props={props}
      testId="wd-form-alipay"
      onSubmit={() => {
        const r = validateAlipay({ account });
        setError(r.ok ? null : (r.errors.account ?? null));
        if (r.ok) save.submit(r.value);
      }}
    >
      <TextField
        label={t('form.alipayAccount')}
        autoComplete="off"
        inputMode="email"
        placeholder={t('form.alipayPlaceholder')}
        maxLength={64}
        value={account}
        onChange={(e) => setAccount(e.currentTarget.value)}
        error={error ? t(`form.error.${error}`) : null}
        data-testid="wd-alipay"
      />
    </AccountFormFrame>
  );
}

function BankCardForm(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const existing = existingAccount(props.o, 'bank_card', props.search);
  const d = existing?.details ?? {};
  const [card, setCard] = useState(() => groupCard(unmasked(d.card_number)));
  const [bank, setBank] = useState(() => unmasked(d.bank_name));
  const { errors, setErrors, clear } = useFieldErrors<CardFields>();
  const save = useAccountSave(props);
  const err = (f: CardFields) => (errors[f] ? t(`form.error.${errors[f]}`) : null);
  return (
    <AccountFormFrame
      title={t(existing ? 'form.cardEdit' : 'form.cardAdd')}
      note={<HolderNote o={props.o} />}
      existing={existing}
      busy={save.busy}
      error={save.error}
      props={props}
      testId="wd-form-card"
      onSubmit={() => {
        const r = validateBankCard({ card_number: card, bank_name: bank });
        setErrors(r.ok ? {} : r.errors);
        if (r.ok) save.submit(r.value);
      }}
    >
      <TextField
        label={t('form.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={d.card_number && !unmasked(d.card_number) ? d.card_number : '6222 0000 0000 0000'}
        maxLength={23}
        value={card}
        onChange={(e) => {
          setCard(groupCard(e.currentTarget.value));
          clear('card_number');
        }}
        error={err('card_number')}
        help={t('form.cardHelp')}
        data-testid="wd-card"
      />
      <TextField
        label={t('form.cardBank')}
        autoComplete="off"
        placeholder={t('form.cardBankPlaceholder')}
        maxLength={40}
        value={bank}
        onChange={(e) => {
          setBank(e.currentTarget.value);
          clear('bank_name');
        }}
        error={err('bank_name')}
        data-testid="wd-card-bank"
      />
    </AccountFormFrame>
  );
}
