import { LIMITS, PERMISSIONS, type PermissionCode, type TAdminAccount } from '@app/shared';
import {
  Button,
  Card,
  Drawer,
  Form,
  Input,
  Modal,
  message,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmins, useCreateAdmin, useResetAdminPassword, useSetAdminPerms, useSetAdminStatus } from '../../api/staff';
import { TimeCell } from '../../kit/cells';
import { TIME_TO_MINUTE } from '../../kit/format';
import { Toolbar } from '../../kit/Toolbar';
import { withQuery } from '../../kit/withQuery';
import { cachedAdminSession } from '../../state';
import { PermissionPicker, usePermLabel } from './PermissionPicker';
import './staff.css';
import { REPORTS_API } from '../../api/reports';
import { ExportButton } from '../reports/ExportButton';

/** permission tags shown in a row; the rest behind a +N tag */
const TAGS_SHOWN = 5;

interface CreateValues {
  email: string;
  nickname: string;
  password: string;
  perms: PermissionCode[];
}

const passwordRules = (t: (k: string, o?: Record<string, unknown>) => string) => [
  { required: true, message: t('admins.passwordRequired') },
  {
    min: LIMITS.passwordMin,
    max: LIMITS.passwordMax,
    message: t('admins.passwordLength', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
  },
];

function CreateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateAdmin();
  const submit = (v: CreateValues) =>
    create.mutate(
      { email: v.email.trim(), nickname: v.nickname.trim(), password: v.password, perms: v.perms ?? [] },
      {
        onSuccess: (a) => {
          void message.success(t('admins.created', { email: a.email }));
          form.resetFields();
          onClose();
        },
      },
    );
  return (
    <Drawer
      title={t('admins.createTitle')}
      width={640}
      open={open}
      onClose={onClose}
      destroyOnClose
      extra={
        <Button type="primary" loading={create.isPending} onClick={() => form.submit()} data-testid="admin-create-submit">
          {t('admins.createSubmit')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ perms: [] }} data-testid="admin-create-form">
        <Form.Item name="email" label={t('admins.email')} rules={[{ required: true, type: 'email', message: t('admins.emailInvalid') }]}>
          <Input autoComplete="off" maxLength={LIMITS.emailMax} data-testid="admin-create-email" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('admins.nickname')}
          rules={[{ required: true, whitespace: true, message: t('admins.nicknameRequired') }]}
        >
          <Input maxLength={LIMITS.nicknameMax} data-testid="admin-create-nickname" />
        </Form.Item>
        <Form.Item name="password" label={t('admins.initialPassword')} rules={passwordRules(t)} extra={t('admins.passwordHint')}>
          <Input.Password autoComplete="new-password" data-testid="admin-create-password" />
        </Form.Item>
        <Form.Item name="perms" label={t('admins.perms')}>
          <PermissionPicker />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function PermsDrawer({ admin, onClose }: { admin: TAdminAccount | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [value, setValue] = useState<PermissionCode[]>([]);
  const [forId, setForId] = useState<number | null>(null);
  const setPerms = useSetAdminPerms();
  if (admin && forId !== admin.id) {
    setForId(admin.id);
    setValue(admin.perms as PermissionCode[]);
  }
  const self = admin?.id === cachedAdminSession()?.profile.id;
  return (
    <Drawer
      title={admin ? t('admins.permsTitle', { name: admin.nickname }) : ''}
      width={640}
      open={admin !== null}
      onClose={() => {
        setForId(null);
        onClose();
      }}
      extra={
        <Button
          type="primary"
          loading={setPerms.isPending}
          data-testid="admin-perms-save"
          onClick={() =>
            admin &&
            setPerms.mutate(
              { id: admin.id, perms: value },
              {
                onSuccess: () => {
                  void message.success(t('admins.permsSaved'));
                  setForId(null);
                  onClose();
                },
              },
            )
          }
        >
          {t('admins.save')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('admins.permsHint')}</Typography.Paragraph>
      <PermissionPicker value={value} onChange={setValue} locked={self ? [PERMISSIONS.ADMIN_MANAGE] : []} />
    </Drawer>
  );
}

function ResetPasswordModal({ admin, onClose }: { admin: TAdminAccount | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetAdminPassword();
  return (
    <Modal
      title={admin ? t('admins.resetTitle', { name: admin.nickname }) : ''}
      open={admin !== null}
      onCancel={onClose}
      okText={t('admins.reset')}
      okButtonProps={{ danger: true, loading: reset.isPending }}
      onOk={() => form.submit()}
      destroyOnClose
    >
      <Typography.Paragraph type="secondary">{t('admins.resetHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          admin &&
          reset.mutate(
            { id: admin.id, password: v.password },
            {
              onSuccess: () => {
                void message.success(t('admins.resetDone'));
                form.resetFields();
                onClose();
              },
            },
          )
        }
      >
        <Form.Item name="password" label={t('admins.newPassword')} rules={passwordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Admins() {
  const { t, i18n } = useTranslation('staff');
  const admins = useAdmins();
  const setStatus = useSetAdminStatus();
  const label = usePermLabel();
  const [creating, setCreating] = useState(false);
  const [permsOf, setPermsOf] = useState<TAdminAccount | null>(null);
  const [resetOf, setResetOf] = useState<TAdminAccount | null>(null);
  const [q, setQ] = useState('');
  const me = cachedAdminSession()?.profile.id;
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const all = admins.data ?? [];
    return needle ? all.filter((a) => a.email.includes(needle) || a.nickname.toLowerCase().includes(needle)) : all;
  }, [admins.data, q]);

  const columns: TableColumnsType<TAdminAccount> = [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 70 },
    {
      title: t('admins.account'),
      key: 'account',
      width: 240,
      render: (_: unknown, a) => (
        <Space direction="vertical" size={0}>
          <span>
            {a.nickname} {a.id === me && <Tag color="blue">{t('admins.you')}</Tag>}
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.email}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('admins.status'),
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (s: string) => <Tag color={s === 'active' ? 'green' : 'default'}>{t(`admins.statuses.${s}`)}</Tag>,
    },
    {
      title: t('admins.perms'),
      key: 'perms',
      render: (_: unknown, a) =>
        a.perms.length === 0 ? (
          <Typography.Text type="secondary">{t('admins.noPerms')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {a.perms.slice(0, TAGS_SHOWN).map((c) => (
              <Tooltip key={c} title={c}>
                <Tag className="staff-perm-tag">{label(c)}</Tag>
              </Tooltip>
            ))}
            {a.perms.length > TAGS_SHOWN && (
              <Tooltip title={a.perms.slice(TAGS_SHOWN).map(label).join(' · ')}>
                <Tag color="purple">{t('admins.more', { count: a.perms.length - TAGS_SHOWN })}</Tag>
              </Tooltip>
            )}
          </Space>
        ),
    },
    {
      title: t('admins.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      width: 180,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
    },
    {
      title: t('admins.actions'),
      key: 'actions',
      width: 310,
      fixed: 'right',
      render: (_: unknown, a) => (
        <Space size={4} wrap={false}>
          <Button size="small" type="link" onClick={() => setPermsOf(a)} data-testid={`admin-perms-${a.id}`}>
            {t('admins.editPerms')}
          </Button>
          <Button size="small" type="link" onClick={() => setResetOf(a)}>
            {t('admins.reset')}
          </Button>
          {a.id !== me &&
            (a.status === 'active' ? (
              <Popconfirm
                title={t('admins.disableConfirm', { name: a.nickname })}
                description={t('admins.disableHint')}
                okText={t('admins.disable')}
                okButtonProps={{ danger: true }}
                cancelText={t('admins.cancel')}
                onConfirm={() => setStatus.mutateAsync({ id: a.id, status: 'disabled' }).catch(() => undefined)}
              >
                <Button size="small" type="link" danger data-testid={`admin-disable-${a.id}`}>
                  {t('admins.disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title={t('admins.enableConfirm', { name: a.nickname })}
                okText={t('admins.enable')}
                cancelText={t('admins.cancel')}
                onConfirm={() => setStatus.mutateAsync({ id: a.id, status: 'active' }).catch(() => undefined)}
              >
                <Button size="small" type="link">
                  {t('admins.enable')}
                </Button>
              </Popconfirm>
            ))}
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="admins-page">
      <Toolbar>
        <Input.Search
          allowClear
          placeholder={t('admins.search')}
          style={{ width: 280 }}
          onSearch={setQ}
          onChange={(e) => !e.target.value && setQ('')}
        />
        <Space>
          <ExportButton endpoint={REPORTS_API.exports.admins} filters={{}} />
          <Button type="primary" onClick={() => setCreating(true)} data-testid="admin-create-open">
            {t('admins.create')}
          </Button>
        </Space>
      </Toolbar>
      <Table<TAdminAccount>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={admins.isFetching}
        scroll={{ x: 1100 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false, showTotal: (n) => t('admins.total', { count: n }) }}
        data-testid="admins-table"
      />
      <CreateDrawer open={creating} onClose={() => setCreating(false)} />
      <PermsDrawer admin={permsOf} onClose={() => setPermsOf(null)} />
      <ResetPasswordModal admin={resetOf} onClose={() => setResetOf(null)} />
    </Card>
  );
}

export const AdminsPage = withQuery(Admins);
