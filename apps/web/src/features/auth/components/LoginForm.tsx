import type { TLoginRequest } from '@app/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { accountRule, passwordRequired } from './rules';

type FormInstance = ReturnType<typeof Form.useForm<TLoginRequest>>[0];

export function LoginForm({ form, onSubmit, busy }: { form: FormInstance; onSubmit: (v: TLoginRequest) => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v: TLoginRequest) => onSubmit({ account: v.account.trim(), password: v.password })}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy} data-testid="login-submit">
          {t('auth.login')}
        </Button>
      }
    >
      <Form.Item name="account" label={t('auth.account')} rules={[accountRule(t)]}>
        <Input placeholder={t('auth.accountPlaceholder')} autoComplete="username" clearable data-testid="login-account" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[passwordRequired(t)]}>
        <Input type="password" placeholder={t('auth.passwordPlaceholder')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
    </Form>
  );
}
