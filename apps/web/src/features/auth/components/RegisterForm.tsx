import { LIMITS, type TRegisterRequest } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Segmented, SubmitRow, TextField } from '../../../components/form';
import { AccountField } from './AccountField';
import { checkAccount, checkBirthDate, checkNewPasswordFor, checkNickname, validate } from './rules';

type Values = { account: string; password: string; nickname: string; birth_date: string };
type Gender = 'male' | 'female';

export function RegisterForm({
  brand,
  onSubmit,
  busy,
}: {
  brand: TRegisterRequest['app_name'];
  onSubmit: (v: TRegisterRequest) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ account: '', password: '', nickname: '', birth_date: '' });
  const [gender, setGender] = useState<Gender>('male');
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const today = new Date().toISOString().slice(0, 10);
  const set = (key: keyof Values) => (e: { currentTarget: HTMLInputElement }) => setValues({ ...values, [key]: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(t, values, {
      account: checkAccount,
      password: checkNewPasswordFor(values.account),
      nickname: checkNickname,
      birth_date: checkBirthDate,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      account: values.account.trim(),
      password: values.password,
      nickname: values.nickname.trim(),
      gender,
      birth_date: values.birth_date,
      app_name: brand,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="auth-form">
      <AccountField error={errors.account} value={values.account} onChange={set('account')} />
      <TextField
        label={t('auth.password')}
        error={errors.password}
        type="password"
        value={values.password}
        onChange={set('password')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
      <TextField
        label={t('auth.nickname')}
        error={errors.nickname}
        value={values.nickname}
        onChange={set('nickname')}
        placeholder={t('auth.nicknamePlaceholder')}
        maxLength={LIMITS.nicknameMax}
      />
      <Field label={t('auth.gender')}>
        <Segmented<Gender>
          value={gender}
          onChange={setGender}
          options={[
            { value: 'male', label: t('auth.male') },
            { value: 'female', label: t('auth.female') },
          ]}
        />
      </Field>
      <TextField
        label={t('auth.birthDate')}
        error={errors.birth_date}
        help={t('auth.birthDateHelp')}
        type="date"
        value={values.birth_date}
        onChange={set('birth_date')}
        max={today}
      />
      <SubmitRow className="auth-actions" label={t('auth.register')} busy={busy} testId="register-submit" />
    </form>
  );
}
