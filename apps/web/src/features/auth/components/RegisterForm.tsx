import type { TRegisterRequest } from '@app/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import { accountRule, birthDateRule, nicknameRule, passwordRule, requiredRule } from './rules';

interface Values {
  account: string;
  password: string;
  nickname: string;
  gender: Array<'male' | 'female'>;
  birth_date: string;
}

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
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Form
      layout="vertical"
      initialValues={{ gender: ['male'] }}
      onFinish={(v: Values) =>
        onSubmit({
          account: v.account.trim(),
          password: v.password,
          nickname: v.nickname.trim(),
          gender: v.gender[0] ?? 'male',
          birth_date: v.birth_date,
          app_name: brand,
        })
      }
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={busy} data-testid="register-submit">
          {t('auth.register')}
        </Button>
      }
    >
      <Form.Item name="account" label={t('auth.account')} rules={[accountRule(t)]}>
        <Input placeholder={t('auth.accountPlaceholder')} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[passwordRule(t)]}>
        <Input type="password" placeholder={t('auth.newPasswordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="nickname" label={t('auth.nickname')} rules={[nicknameRule(t)]}>
        <Input placeholder={t('auth.nicknamePlaceholder')} maxLength={32} clearable />
      </Form.Item>
      <Form.Item name="gender" label={t('auth.gender')} rules={[requiredRule(t)]}>
        <Selector
          columns={2}
          options={[
            { label: t('auth.male'), value: 'male' },
            { label: t('auth.female'), value: 'female' },
          ]}
        />
      </Form.Item>
      <Form.Item name="birth_date" label={t('auth.birthDate')} rules={[birthDateRule(t)]} help={t('auth.birthDateHelp')}>
        <Input type="date" placeholder={today} />
      </Form.Item>
    </Form>
  );
}
