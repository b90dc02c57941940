import { LIMITS } from '@app/shared';
import { Button, Card, Descriptions, Form, Input, message, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query';
import { useChangeOwnPassword } from '../../api/staff';
import { cachedAdminSession } from '../../state';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}

function MyAccount() {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<Values>();
  const change = useChangeOwnPassword();
  const me = cachedAdminSession()?.profile;
  return (
    <Card style={{ maxWidth: 640 }} data-testid="my-account">
      <Descriptions title={t('account.profile')} column={1} size="small" bordered>
        <Descriptions.Item label={t('admins.nickname')}>{me?.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('admins.email')}>{me?.email}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('account.changePassword')}
      </Typography.Title>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          change.mutate(
            { current_password: v.current_password, new_password: v.new_password },
            {
              onSuccess: () => {
                void message.success(t('account.changed'));
                form.resetFields();
              },
            },
          )
        }
      >
        <Form.Item name="current_password" label={t('account.current')} rules={[{ required: true, message: t('admins.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" data-testid="own-current" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('account.new')}
          extra={t('admins.passwordHint')}
          rules={[
            { required: true, message: t('admins.passwordRequired') },
            {
              min: LIMITS.passwordMin,
              max: LIMITS.passwordMax,
              message: t('admins.passwordLength', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="own-new" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.confirm')}
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('admins.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error(t('account.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="own-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="own-submit">
          {t('account.submit')}
        </Button>
      </Form>
    </Card>
  );
}

export function MyAccountPage() {
  return (
    <QueryProvider>
      <MyAccount />
    </QueryProvider>
  );
}
