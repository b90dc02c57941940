import { JP_ACCOUNT_TYPES } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Segmented, TextField } from '../../../components/form';
import type { StepProps } from '../components';
import { type BankFields, type BankForm, type FieldErrors, unmasked, validateBank } from '../forms';
import { KanaPreview } from './EditPaypayStep';
import { AccountFormFrame, existingAccount, useAccountSave, useFieldErrors } from './form-kit';

/** A Japanese bank account: bank and branch (codes and names), type, number, holder in katakana. */
export function EditBankStep(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const existing = existingAccount(props.o, 'bank', props.search);
  const d = existing?.details ?? {};
  const [form, setForm] = useState<BankForm>(() => ({
    bank_code: unmasked(d.bank_code),
    bank_name: unmasked(d.bank_name),
    branch_code: unmasked(d.branch_code),
    branch_name: unmasked(d.branch_name),
    account_type: (JP_ACCOUNT_TYPES as readonly string[]).includes(d.account_type ?? '') ? (d.account_type as string) : 'ordinary',
    account_number: unmasked(d.account_number),
    holder_kana: unmasked(d.holder_kana) || (existing?.holder ?? ''),
  }));
  const { errors, setErrors, clear } = useFieldErrors<BankFields>();
  const save = useAccountSave(props);
  const set = (f: keyof BankForm & BankFields) => (e: { currentTarget: HTMLInputElement }) => {
    setForm({ ...form, [f]: e.currentTarget.value });
    clear(f);
  };
  const err = (f: BankFields) => (errors[f] ? t(`form.error.${errors[f]}`) : null);

  return (
    <AccountFormFrame
      title={t(existing ? 'form.bankEdit' : 'form.bankAdd')}
      note={t('form.bankNote')}
      existing={existing}
      busy={save.busy}
      error={save.error}
      props={props}
      testId="wd-form-bank"
      onSubmit={() => {
        const r = validateBank(form);
        setErrors(r.ok ? {} : r.errors);
        if (r.ok) save.submit(r.value);
      }}
    >
      <div className="wd-field-pair">
        <TextField
          label={t('form.bankCode')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0009"
          maxLength={4}
          value={form.bank_code}
          onChange={set('bank_code')}
          error={err('bank_code')}
          data-testid="wd-bank-code"
        />
        <TextField
          label={t('form.bankName')}
          autoComplete="off"
          placeholder={t('form.bankNamePlaceholder')}
          maxLength={40}
          value={form.bank_name}
          onChange={set('bank_name')}
          error={err('bank_name')}
          data-testid="wd-bank-name"
        />
      </div>
      <div className="wd-field-pair">
        <TextField
          label={t('form.branchCode')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="001"
          maxLength={3}
          value={form.branch_code}
          onChange={set('branch_code')}
          error={err('branch_code')}
          data-testid="wd-branch-code"
        />
        <TextField
          label={t('form.branchName')}
          autoComplete="off"
          placeholder={t('form.branchNamePlaceholder')}
          maxLength={40}
          value={form.branch_name}
          onChange={set('branch_name')}
          error={err('branch_name')}
          data-testid="wd-branch-name"
        />
      </div>
      <p className="wd-muted wd-small wd-field-note">{t('form.codesHelp')}</p>
      <fieldset className="ui-field wd-fieldset" data-testid="wd-account-type">
        <legend className="ui-field-label">{t('form.accountType')}</legend>
        <Segmented
          value={form.account_type}
          options={JP_ACCOUNT_TYPES.map((v) => ({ value: v as string, label: t(`form.type.${v}`) }))}
          onChange={(v) => setForm({ ...form, account_type: v })}
        />
        {errors.account_type ? (
          <span className="ui-field-error" role="alert">
            {err('account_type')}
          </span>
        ) : null}
      </fieldset>
      <TextField
        label={t('form.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={d.account_number && !unmasked(d.account_number) ? d.account_number : '1234567'}
        maxLength={7}
        value={form.account_number}
        onChange={set('account_number')}
        error={err('account_number')}
        help={t('form.accountNumberHelp')}
        data-testid="wd-account-number"
      />
      <TextField
        label={t('form.holderKana')}
        autoComplete="off"
        placeholder={t('form.holderKanaPlaceholder')}
        maxLength={60}
        value={form.holder_kana}
        onChange={set('holder_kana')}
        error={err('holder_kana')}
        help={t('form.holderKanaHelpBank')}
        data-testid="wd-holder"
      />
      {errors.holder_kana ? null : <KanaPreview input={form.holder_kana} />}
    </AccountFormFrame>
  );
}
