import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import type { StepProps } from '../components';
import { type FieldErrors, kanaPreview, type PaypayFields, unmasked, validatePaypay } from '../forms';
import { AccountFormFrame, existingAccount, useAccountSave, useFieldErrors } from './form-kit';

/** The holder's name as the transfer will carry it, live under the field: 振込名義: ﾔﾏﾀﾞ ﾊﾅｺ. */
export function KanaPreview({ input }: { input: string }) {
  const { t } = useTranslation('withdraw');
  const preview = kanaPreview(input);
  if (preview === '') return null;
  return (
    <p className={preview ? 'wd-kana' : 'wd-kana is-bad'} aria-live="polite" data-testid="wd-kana-preview">
      {preview ? t('form.kanaPreview', { name: preview }) : t('form.error.kana')}
    </p>
  );
}

/** PayPay: her mobile number and her name in katakana (as PayPay knows her). */
export function EditPaypayStep(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const existing = existingAccount(props.o, 'paypay', props.search);
  const d = existing?.details ?? {};
  const [phone, setPhone] = useState(() => unmasked(d.phone));
  const [holder, setHolder] = useState(() => unmasked(d.holder_kana) || (existing?.holder ?? ''));
  const { errors, setErrors, clear } = useFieldErrors<PaypayFields>();
  const save = useAccountSave(props);
  const err = (f: PaypayFields) => (errors[f] ? t(`form.error.${errors[f]}`) : null);

  return (
    <AccountFormFrame
      title={t(existing ? 'form.paypayEdit' : 'form.paypayAdd')}
      note={t('form.paypayNote')}
      existing={existing}
      busy={save.busy}
      error={save.error}
      props={props}
      testId="wd-form-paypay"
      onSubmit={() => {
        const r = validatePaypay({ phone, holder_kana: holder });
        setErrors(r.ok ? {} : r.errors);
        if (r.ok) save.submit(r.value);
      }}
    >
      <TextField
        label={t('form.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={d.phone && !unmasked(d.phone) ? d.phone : '090-1234-5678'}
        value={phone}
        maxLength={20}
        onChange={(e) => {
          setPhone(e.currentTarget.value);
          clear('phone');
        }}
        error={err('phone')}
        help={t('form.phoneHelp')}
        data-testid="wd-phone"
      />
      <TextField
        label={t('form.holderKana')}
        autoComplete="off"
        placeholder={t('form.holderKanaPlaceholder')}
        value={holder}
        maxLength={60}
        onChange={(e) => {
          setHolder(e.currentTarget.value);
          clear('holder_kana');
        }}
        error={err('holder_kana')}
        help={t('form.holderKanaHelp')}
        data-testid="wd-holder"
      />
      {errors.holder_kana ? null : <KanaPreview input={holder} />}
    </AccountFormFrame>
  );
}
