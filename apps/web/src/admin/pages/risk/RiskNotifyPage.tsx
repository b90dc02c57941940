/**
 * Violation and ban reminders sent to users (spec 2: /h5/qyqyadmin/risk/notify): the list of what
 * was sent in the admin's regions (composed here, or by a warn / mute / ban action) and a compose
 * form. User text and nicknames are rendered as text.
 */
import { LIMITS, RISK_NOTICE_KINDS, type RISK_REASONS, type RiskNoticeKind, type TRiskNotice } from '@app/shared';
import { App, Form, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RiskNoticesFilter, useRiskNotices, useSendRiskNotice } from '../../api/risk';
import { EllipsisStackedCell, TimeCell, UserCell } from '../../kit/cells';
import { TextAreaItem } from '../../kit/fields';
import { FilterForm, FilterInput, FilterSelect, optionsOf } from '../../kit/filters';
import { TIME_TO_MINUTE_24H } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { PublicIdItem, ReasonItem, RegionFilter, UserFormButton } from './shared';

interface ComposeValues {
  public_id: string;
  kind: RiskNoticeKind;
  reason: (typeof RISK_REASONS)[number];
  text: string;
}

function ComposeButton() {
  const { t } = useTranslation('risk');
  const { message } = App.useApp();
  const send = useSendRiskNotice();
  return (
    <UserFormButton<ComposeValues, unknown>
      label={t('console.notify.compose')}
      testId="risk-compose"
      okText={t('console.notify.send')}
      initialValues={{ kind: 'violation', reason: 'spam' }}
      send={send.mutateAsync}
      pending={send.isPending}
      onSent={() => void message.success(t('console.notify.sent'))}
    >
      <PublicIdItem testId="risk-compose-user" />
      <Space size={12}>
        <Form.Item name="kind" label={t('console.notify.kind')}>
          <Select style={{ width: 160 }} options={optionsOf(RISK_NOTICE_KINDS, (k) => t(`notice.${k}`))} />
        </Form.Item>
        <ReasonItem name="reason" />
      </Space>
      <TextAreaItem
        name="text"
        label={t('console.notify.text')}
        extra={t('console.notify.textHint')}
        required={t('console.required')}
        rows={4}
        max={LIMITS.riskTextMax}
        testId="risk-compose-text"
      />
    </UserFormButton>
  );
}

function Notices() {
  const { t, i18n } = useTranslation('risk');
  const list = usePagedFilter<RiskNoticesFilter>();
  const notices = useRiskNotices(list.filter);
  const regions = notices.data?.regions ?? [];
  const kindOptions = optionsOf(RISK_NOTICE_KINDS, (k) => t(`notice.${k}`));
  const columns: TableColumnsType<TRiskNotice> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: t('console.col.user'), key: 'user', width: 180, render: (_: unknown, n) => <UserCell user={n.user} /> },
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
        <EllipsisStackedCell main={n.text || '—'} sub={n.action_id ? t('console.notify.byAction') : t('console.notify.composed')} />
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
    {
      title: t('console.col.createdAt'),
      dataIndex: 'created_at',
      width: 140,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE_24H} />,
    },
  ];
  return (
    <ListCard title={t('console.notify.title')} actions={[<ComposeButton key="compose" />]}>
      <FilterForm list={list} labels={(k) => t(`console.filter.${k}`)}>
        <FilterInput name="user" width={160} placeholder={t('console.filter.user')} />
        <RegionFilter regions={regions} />
        <FilterSelect name="kind" width={140} placeholder={t('console.notify.kind')} options={kindOptions} />
      </FilterForm>
      <ListTable<TRiskNotice>
        columns={columns}
        list={list}
        query={notices}
        scrollX={1060}
        showTotal={(total) => t('console.total', { count: total })}
        testIds="risk-notices"
      />
    </ListCard>
  );
}

export const RiskNotifyPage = withQuery(Notices);
