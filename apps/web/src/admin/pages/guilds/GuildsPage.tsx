/**
 * Guilds and agencies (modules/guilds): the agencies with their guilds and codes, a new agency
 * with its first login and guild (from an operator's application or not), a guild for an agency,
 * and the operators' applications to approve or reject. Every action is an audit row.
 */
import { BRAND_IDS, REGIONS, type TAdminAgency } from '@app/shared';
import { Button, Card, Form, Input, InputNumber, Select, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencies, useAgencyApplications, useCreateAgency, useCreateGuild, useDecideApplication } from '../../api/guilds';
import { StackedCell, TimeCell } from '../../kit/cells';
import { FormModal } from '../../kit/FormModal';
import { TIME_TO_MINUTE } from '../../kit/format';
import { withQuery } from '../../kit/withQuery';

interface AgencyForm {
  name: string;
  email: string;
  password: string;
  tier: 'agency' | 'advanced';
  brand: (typeof BRAND_IDS)[number];
  region: (typeof REGIONS)[number];
  parent_id?: number;
  owner_public_id?: string;
  guild_name: string;
  share_percent: number;
}

function AgencyModal({
  open,
  onClose,
  agencies,
  from,
}: {
  open: boolean;
  onClose: () => void;
  agencies: readonly TAdminAgency[];
  from: { id: number; name: string; kind: string } | null;
}) {
  const { t } = useTranslation('guildsConsole');
  const [form] = Form.useForm<AgencyForm>();
  const create = useCreateAgency();
  const finish = (v: AgencyForm) => {
    create.mutate(
      {
        name: v.name,
        email: v.email,
        password: v.password,
        tier: v.tier,
        brand: v.brand,
        region: v.region,
        parent_id: v.parent_id ?? null,
        owner_public_id: v.owner_public_id?.trim() || null,
        guild_name: v.guild_name,
        share_bp: Math.round(v.share_percent * 100),
        application_id: from?.id ?? null,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormModal<AgencyForm>
      open={open}
      onClose={onClose}
      title={from ? t('create.fromApplication', { name: from.name }) : t('create.title')}
      okText={t('create.ok')}
      cancelText={t('cancel')}
      form={form}
      onFinish={finish}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'guilds-create-ok' }}
      initialValues={{
        tier: from?.kind === 'advanced' ? 'advanced' : 'agency',
        brand: 'wakoo',
        region: 'japan',
        share_percent: 10,
        name: from?.name ?? '',
        guild_name: from?.name ?? '',
      }}
    >
      <Form.Item name="name" label={t('field.name')} rules={[{ required: true, max: 60 }]}>
        <Input data-testid="guilds-name" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="email" label={t('field.email')} rules={[{ required: true, type: 'email' }]} style={{ flex: 1 }}>
          <Input autoComplete="off" data-testid="guilds-email" />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')} rules={[{ required: true, min: 8 }]} style={{ flex: 1 }}>
          <Input.Password autoComplete="new-password" data-testid="guilds-password" />
        </Form.Item>
      </Space.Compact>
      <Space wrap>
        <Form.Item name="tier" label={t('field.tier')}>
          <Select style={{ width: 180 }} options={(['agency', 'advanced'] as const).map((v) => ({ value: v, label: t(`tier.${v}`) }))} />
        </Form.Item>
        <Form.Item name="brand" label={t('field.brand')}>
          <Select style={{ width: 140 }} options={BRAND_IDS.map((b) => ({ value: b, label: b }))} />
        </Form.Item>
        <Form.Item name="region" label={t('field.region')}>
          <Select style={{ width: 120 }} options={REGIONS.map((r) => ({ value: r, label: t(`region.${r}`) }))} />
        </Form.Item>
      </Space>
      <Form.Item name="parent_id" label={t('field.parent')}>
        <Select
          allowClear
          options={agencies.filter((a) => a.tier === 'advanced').map((a) => ({ value: a.id, label: `${a.name} (#${a.id})` }))}
        />
      </Form.Item>
      <Form.Item name="owner_public_id" label={t('field.owner')} extra={t('field.ownerHelp')}>
        <Input />
      </Form.Item>
      <Space wrap>
        <Form.Item name="guild_name" label={t('field.guild')} rules={[{ required: true, max: 60 }]}>
          <Input data-testid="guilds-guild-name" />
        </Form.Item>
        <Form.Item name="share_percent" label={t('field.share')}>
          <InputNumber min={0} max={50} step={0.5} addonAfter="%" />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

function GuildModal({ agency, onClose }: { agency: TAdminAgency | null; onClose: () => void }) {
  const { t } = useTranslation('guildsConsole');
  const [form] = Form.useForm<{ name: string; share_percent: number }>();
  const create = useCreateGuild();
  return (
    <FormModal<{ name: string; share_percent: number }>
      open={Boolean(agency)}
      onClose={onClose}
      title={t('guild.title', { name: agency?.name ?? '' })}
      okText={t('create.ok')}
      cancelText={t('cancel')}
      form={form}
      confirmLoading={create.isPending}
      initialValues={{ share_percent: 10 }}
      onFinish={(v) =>
        create.mutate({ agency_id: agency!.id, name: v.name, share_bp: Math.round(v.share_percent * 100) }, { onSuccess: onClose })
      }
    >
      <Form.Item name="name" label={t('field.guild')} rules={[{ required: true, max: 60 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="share_percent" label={t('field.share')}>
        <InputNumber min={0} max={50} step={0.5} addonAfter="%" />
      </Form.Item>
    </FormModal>
  );
}

function Agencies() {
  const { t, i18n } = useTranslation('guildsConsole');
  const q = useAgencies();
  const [creating, setCreating] = useState(false);
  const [guildFor, setGuildFor] = useState<TAdminAgency | null>(null);
  const items = q.data?.items ?? [];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="guilds-new-agency">
          {t('create.title')}
        </Button>
      </Space>
      <Table<TAdminAgency>
        rowKey="id"
        size="small"
        loading={q.isPending}
        dataSource={items}
        pagination={{ pageSize: 20 }}
        data-testid="guilds-agencies"
        scroll={{ x: 1000 }}
        columns={[
          {
            title: t('col.agency'),
            key: 'name',
            width: 170,
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{a.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {a.email}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('col.tier'),
            key: 'tier',
            width: 120,
            render: (_, a) => (
              <Space direction="vertical" size={0}>
                <Tag color={a.tier === 'advanced' ? 'purple' : 'blue'}>{t(`tier.${a.tier}`)}</Tag>
                {a.invite_code ? <Typography.Text code>{a.invite_code}</Typography.Text> : null}
              </Space>
            ),
          },
          { title: t('col.brand'), key: 'brand', width: 150, render: (_, a) => `${a.brand} · ${t(`region.${a.region}`)}` },
          { title: t('col.parent'), key: 'parent', width: 130, ellipsis: true, render: (_, a) => a.parent?.name ?? '—' },
          {
            title: t('col.owner'),
            key: 'owner',
            width: 140,
            render: (_, a) => (a.owner ? <StackedCell main={a.owner.nickname} sub={a.owner.public_id} /> : '—'),
          },
          {
            title: t('col.guilds'),
            key: 'guilds',
            render: (_, a) => (
              <Space direction="vertical" size={2}>
                {a.guilds.map((g) => (
                  <span key={g.id}>
                    {g.name} <Typography.Text code>{g.code}</Typography.Text> · {t('members', { count: g.members })} · {g.share_bp / 100}%
                  </span>
                ))}
              </Space>
            ),
          },
          {
            title: t('col.created'),
            key: 'created',
            width: 110,
            render: (_, a) => new Date(a.created_at).toLocaleDateString(i18n.language),
          },
          {
            title: '',
            key: 'act',
            width: 120,
            align: 'right',
            render: (_, a) => (
              <Button size="small" onClick={() => setGuildFor(a)}>
                {t('guild.add')}
              </Button>
            ),
          },
        ]}
      />
      {creating ? <AgencyModal open onClose={() => setCreating(false)} agencies={items} from={null} /> : null}
      <GuildModal agency={guildFor} onClose={() => setGuildFor(null)} />
    </>
  );
}

function Applications() {
  const { t, i18n } = useTranslation('guildsConsole');
  const [status, setStatus] = useState<'pending' | 'approved' | 'rejected'>('pending');
  const q = useAgencyApplications(status);
  const agencies = useAgencies();
  const decide = useDecideApplication();
  const [from, setFrom] = useState<{ id: number; name: string; kind: string } | null>(null);
  type Row = NonNullable<typeof q.data>['items'][number];
  return (
    <>
      <Select
        value={status}
        onChange={setStatus}
        style={{ width: 160, marginBottom: 12 }}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <Table<Row>
        rowKey="id"
        size="small"
        loading={q.isPending}
        dataSource={q.data?.items ?? []}
        data-testid="guilds-applications"
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('col.kind'),
            key: 'kind',
            render: (_, r) => <Tag color={r.kind === 'advanced' ? 'purple' : 'blue'}>{t(`kind.${r.kind}`)}</Tag>,
          },
          {
            title: t('col.applicant'),
            key: 'user',
            render: (_, r) => (r.user ? `${r.user.nickname} (${r.user.public_id}) · ${r.brand}` : r.brand),
          },
          { title: t('col.name'), dataIndex: 'name', key: 'name' },
          { title: t('col.contact'), dataIndex: 'contact', key: 'contact' },
          { title: t('col.hosts'), dataIndex: 'hosts', key: 'hosts', align: 'right' },
          { title: t('col.invite'), key: 'invite', render: (_, r) => r.invite_code ?? '—' },
          { title: t('col.message'), dataIndex: 'message', key: 'message', ellipsis: true },
          {
            title: t('col.created'),
            key: 'created',
            render: (_, r) => <TimeCell iso={r.created_at} locale={i18n.language} options={TIME_TO_MINUTE} />,
          },
          {
            title: '',
            key: 'act',
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setFrom({ id: r.id, name: r.name, kind: r.kind })}>
                    {t('app.create')}
                  </Button>
                  <Button size="small" onClick={() => decide.mutate({ id: r.id, decision: 'approve' })}>
                    {t('app.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => decide.mutate({ id: r.id, decision: 'reject' })}>
                    {t('app.reject')}
                  </Button>
                </Space>
              ) : (
                <Tag>{t(`status.${r.status}`)}</Tag>
              ),
          },
        ]}
      />
      {from ? <AgencyModal open onClose={() => setFrom(null)} agencies={agencies.data?.items ?? []} from={from} /> : null}
    </>
  );
}

function Guilds() {
  const { t, ready } = useTranslation('guildsConsole');
  if (!ready) return <Skeleton active />;
  // framed like every other console page: the tabs on a white card
  return (
    <Card data-testid="admin-page" styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        items={[
          { key: 'agencies', label: t('tab.agencies'), children: <Agencies /> },
          { key: 'applications', label: t('tab.applications'), children: <Applications /> },
        ]}
      />
    </Card>
  );
}

export const GuildsPage = withQuery(Guilds);
