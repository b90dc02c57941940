import type { TLoginRequest } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow, TextField } from '../../../components/form';
import { AccountField } from './AccountField';
import { checkAccount, checkPasswordGiven, validate } from './rules';

export function LoginForm({
  values,
  onChange,
  onSubmit,
  busy,
}: {
  values: TLoginRequest;
  onChange: (v: TLoginRequest) => void;
  onSubmit: (v: TLoginRequest) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<keyof TLoginRequest, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(t, values, { account: checkAccount, password: checkPasswordGiven });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ account: values.account.trim(), password: values.password });
  };
  return (
    <form onSubmit={submit} noValidate className="auth-form">
      <AccountField
        error={errors.account}
        value={values.account}
        onChange={(e) => onChange({ ...values, account: e.currentTarget.value })}
        inputMode="email"
        data-testid="login-account"
      />
      <TextField
        label={t('auth.password')}
        error={errors.password}
        type="password"
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.currentTarget.value })}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        data-testid="login-password"
      />
      <SubmitRow className="auth-actions" label={t('auth.login')} busy={busy} testId="login-submit" />
    </form>
  );
}
