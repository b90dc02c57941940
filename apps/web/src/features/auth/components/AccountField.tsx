import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';

/** The account (email or phone) field of the login and registration forms. */
export function AccountField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'placeholder' | 'autoComplete'>) {
  const { t } = useTranslation();
  return <TextField label={t('auth.account')} placeholder={t('auth.accountPlaceholder')} autoComplete="username" {...props} />;
}
