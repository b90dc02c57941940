/**
 * Violation and ban reminders sent to users (spec 2: /h5/qyqyadmin/risk/notify): the list of what
 * was sent in the admin's regions (composed here, or by a warn / mute / ban action) and a compose
 * form. User text and nicknames are rendered as text.
 */
import { LIMITS, RISK_NOTICE_KINDS, RISK_REASONS, type RiskNoticeKind, type TRiskNotice } from '@app/shared';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../../lib/query';
import { type RiskNoticesFilter, useRiskNotices, useSendRiskNotice } from '../../api/risk';
import { formatTime } from './RiskRecordsPage';

const PAGE_SIZE = LIMITS.pageSizeDefault;

interface ComposeValues {
  public_id: string;
  kind: RiskNoticeKind;
  reason: (typeof RISK_REASONS)[number];
  text: string;
}

function ComposeButton() {
  const { t } = useTranslation('risk');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ComposeValues>();
  const send = useSendRiskNotice();
  const submit = (v: ComposeValues) =>
    send
      .mutateAsync({ ...v, public_id: v.public_id.trim() })
      .then(() => {
        void message.success(t('console.notify.sent'));
        setOpen(false);
        form.resetFields();
      })
      .catch(() => undefined);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="risk-compose">
        {t('console.notify.compose')}
      </Button>
      <Modal
        open={open}
        title={t('console.notify.compose')}
        okText={t('console.notify.send')}
        cancelText={t('console.cancel')}
        confirmLoading={send.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ kind: 'violation', reason: 'spam' }} preserve={false}>
          <Form.Item
            name="public_id"
            label={t('console.col.user')}
            rules={[{ required: true, whitespace: true, message: t('console.required') }]}
          >
            <Input maxLength={LIMITS.publicIdMax} placeholder={t('console.filter.user')} data-testid="risk-compose-user" />
          </Form.Item>
          <Space size={12}>
            <Form.Item name="kind" label={t('console.notify.kind')}>
              <Select style={{ width: 160 }} options={RISK_NOTICE_KINDS.map((k) => ({ value: k, label: t(`notice.${k}`) }))} />
            </Form.Item>
            <Form.Item name="reason" label={t('console.col.category')}>
              <Select style={{ width: 200 }} options={RISK_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
            </Form.Item>
          </Space>
          <Form.Item
            name="text"
            label={t('console.notify.text')}
            extra={t('console.notify.textHint')}
            rules={[{ required: true, whitespace: true, message: t('console.required') }]}
          >
            <Input.TextArea rows={4} maxLength={LIMITS.riskTextMax} showCount data-testid="risk-compose-text" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

interface FilterValues {
  user?: string;
  region?: 'default' | 'japan';
  kind?: RiskNoticeKind;
}

function Notices() {
  const { t, i18n } = useTranslation('risk');
  const [filter, setFilter] = useState<RiskNoticesFilter>({ page: 1, page_size: PAGE_SIZE });
  const notices = useRiskNotices(filter);
  const regions = notices.data?.regions ?? [];
  const columns: TableColumnsType<TRiskNotice> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('console.col.user'),
      key: 'user',
      width: 180,
      render: (_: unknown, n) => (
        <Space direction="vertical" size={0}>
          <span>{n.user.nickname}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n.user.public_id} · {n.user.brand}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('console.col.region'), key: 'region', width: 100, render: (_: unknown, n) => <Tag>{t(`region.${n.user.region}`)}</Tag> },
    {
      title: t('console.notify.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (k: RiskNoticeKind) => <Tag color={k === 'ban' ? 'red' : 'gold'}>{t(`notice.${k}`)}</Tag>,
    },
    { title: t('console.col.category'), dataIndex: 'reason', width: 140, render: (v: string) => t(`reason.${v}`) },
    {
      title: t('console.notify.text'),
      key: 'text',
      ellipsis: true,
      render: (_: unknown, n) => (
        <Space direction="vertical" size={0} style={{ maxWidth: '100%' }}>
          <Typography.Text ellipsis>{n.text || '—'}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n.action_id ? t('console.notify.byAction') : t('console.notify.composed')}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('console.admin'), key: 'admin', width: 110, render: (_: unknown, n) => n.admin?.nickname ?? '—' },
    {
      title: t('console.notify.read'),
      dataIndex: 'read_at',
      width: 80,
      render: (v: string | null) =>
        v ? <Tag color="success">{t('console.notify.readYes')}</Tag> : <Tag>{t('console.notify.readNo')}</Tag>,
    },
    { title: t('console.col.createdAt'), dataIndex: 'created_at', width: 140, render: (v: string) => formatTime(v, i18n.language) },
  ];
  return (
    <Card title={t('console.notify.title')} extra={<ComposeButton />} data-testid="admin-page">
      <Form<FilterValues>
        layout="inline"
        style={{ rowGap: 8, marginBottom: 16 }}
        onFinish={(v) => setFilter({ page: 1, page_size: PAGE_SIZE, user: v.user?.trim() || undefined, region: v.region, kind: v.kind })}
      >
        <Form.Item name="user">
          <Input allowClear placeholder={t('console.filter.user')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="region">
          <Select
            allowClear
            placeholder={t('console.col.region')}
            style={{ width: 120 }}
            options={regions.map((r) => ({ value: r, label: t(`region.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            allowClear
            placeholder={t('console.notify.kind')}
            style={{ width: 140 }}
            options={RISK_NOTICE_KINDS.map((k) => ({ value: k, label: t(`notice.${k}`) }))}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('console.filter.search')}
            </Button>
            <Button htmlType="reset" onClick={() => setFilter({ page: 1, page_size: PAGE_SIZE })}>
              {t('console.filter.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<TRiskNotice>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={notices.data?.items ?? []}
        loading={notices.isFetching}
        scroll={{ x: 1060 }}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: notices.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('console.total', { count: total }),
          onChange: (page) => setFilter((f) => ({ ...f, page })),
        }}
        data-testid="risk-notices-table"
      />
    </Card>
  );
}

export function RiskNotifyPage() {
  return (
    <QueryProvider>
      <Notices />
    </QueryProvider>
  );
}
