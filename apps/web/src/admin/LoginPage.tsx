import { AUTH_API, type TDemoAccount } from '@app/shared';
import { Button, Card, Form, Input, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getAppConfig } from '../app/config';
import { ADMIN_HOME_PATH } from '../app/guard';
import { apiCall } from '../lib/api';
import { setTitleBar } from '../lib/bridge';
import { adminLogin } from './api/auth';
import { LanguageSwitch } from './LanguageSwitch';

interface Values {
  email: string;
  password: string;
}

function useDemoAdmins(): TDemoAccount[] {
  const [list, setList] = useState<TDemoAccount[]>([]);
  useEffect(() => {
    if (!getAppConfig().demo) return;
    apiCall(AUTH_API.demoAccounts, undefined, { silent: true }).then(
      (r) => setList(r.accounts.filter((a) => a.kind === 'admin')),
      () => setList([]),
    );
  }, []);
  return list;
}

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const demoAdmins = useDemoAdmins();

  useEffect(() => setTitleBar(`${t('login.title')} - ${t('title')}`), [t]);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      await adminLogin(v.email.trim(), v.password);
      navigate(ADMIN_HOME_PATH, { replace: true });
    } catch {
      // the api client has shown the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-login">
      <div className="admin-login-lang">
        <LanguageSwitch />
      </div>
      <Card className="admin-login-card" variant="borderless">
        <div className="admin-login-logo" aria-hidden="true">
          Q
        </div>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="admin-login-form">
          <Form.Item name="email" label={t('login.email')} rules={[{ required: true, type: 'email', message: t('login.errEmail') }]}>
            <Input size="large" autoComplete="username" placeholder="name@example.com" data-testid="admin-email" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.errPassword') }]}>
            <Input.Password size="large" autoComplete="current-password" data-testid="admin-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="admin-login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        {demoAdmins.length > 0 && (
          <div className="admin-demo" data-testid="admin-demo-picker">
            <Typography.Text type="secondary">{t('login.demoTitle')}</Typography.Text>
            <List
              size="small"
              dataSource={demoAdmins}
              renderItem={(a) => (
                <List.Item
                  className="admin-demo-item"
                  onClick={() => {
                    form.setFieldsValue({ email: a.account, password: a.password });
                    void submit({ email: a.account, password: a.password });
                  }}
                >
                  <span>
                    <Typography.Text strong>{a.nickname}</Typography.Text> <Typography.Text type="secondary">{a.account}</Typography.Text>
                  </span>
                  <Tag>{t(`login.demoRole.${a.role}`)}</Tag>
                </List.Item>
              )}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
