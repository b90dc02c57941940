/**
 * Console: hosts' registration information (the tables filled in at /h5/register_info_table;
 * permission host.view_register_info). Newest first, filtered by text, app, region and day; a
 * row opens its full table in a drawer; the list exports to Excel with its filters. Personal
 * data: every value is user text and is rendered as text.
 */
import { LIMITS, REGIONS, type TAdminRegisterInfo } from '@app/shared';
import { Descriptions, Empty, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegisterInfoFilter, useRegisterInfo } from '../../api/legal';
import { REPORTS_API } from '../../api/reports';
import { StackedCell, TimeCell } from '../../kit/cells';
import { DetailDrawer } from '../../kit/DetailDrawer';
import { BRAND_OPTIONS, DateRangeFilter, FilterForm, FilterInput, FilterSelect, optionsOf } from '../../kit/filters';
import { formatTime, TIME_TO_MINUTE } from '../../kit/format';
import { ListCard } from '../../kit/ListCard';
import { ListTable, usePagedFilter } from '../../kit/ListTable';
import { withQuery } from '../../kit/withQuery';
import { ExportButton } from '../reports/ExportButton';

/** Whole years between a birth day (`YYYY-MM-DD`) and today. */
function ageOf(birth: string, today = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const beforeBirthday = today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

function Detail({ r }: { r: TAdminRegisterInfo }) {
  const { t, i18n } = useTranslation('admin');
  const age = ageOf(r.birth_date);
  const text = (v: string) => (v ? v : <Typography.Text type="secondary">{t('registerInfo.none')}</Typography.Text>);
  return (
    <Descriptions column={1} size="small" bordered data-testid="register-info-detail" labelStyle={{ width: 150 }}>
      <Descriptions.Item label={t('registerInfo.col.user')}>
        <StackedCell main={r.nickname || '—'} sub={`${r.user_public_id} · ${r.brand}`} />
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.region')}>{t(`users.region.${r.region}`)}</Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.realName')}>
        <span data-testid="register-info-detail-name">{r.real_name}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.birthDate')}>
        {r.birth_date}
        {age !== null ? <Typography.Text type="secondary">{` · ${t('registerInfo.age', { count: age })}`}</Typography.Text> : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.phone')}>
        <Typography.Text copyable>{r.phone}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.contact')}>
        <Tag>{t(`registerInfo.contactKinds.${r.contact_kind}`)}</Tag>
        <Typography.Text copyable>{r.contact_id}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.area')}>{r.area}</Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.guild')}>{text(r.guild)}</Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.experience')}>
        {r.experience ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.experience}</Typography.Paragraph>
        ) : (
          text('')
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.version')}>{t('registerInfo.termsVersion', { version: r.version })}</Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.submittedAt')}>{formatTime(r.submitted_at, i18n.language)}</Descriptions.Item>
      <Descriptions.Item label={t('registerInfo.col.ip')}>{r.ip || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

function RegisterInfoList() {
  const { t, i18n } = useTranslation('admin');
  const list = usePagedFilter<RegisterInfoFilter>();
  const rows = useRegisterInfo(list.filter);
  const [selected, setSelected] = useState<TAdminRegisterInfo | null>(null);

  // fits a 1440 px screen without scrolling; the terms version and the IP are in the drawer
  const columns: TableColumnsType<TAdminRegisterInfo> = [
    { title: 'ID', dataIndex: 'id', width: 56 },
    {
      title: t('registerInfo.col.user'),
      key: 'user',
      width: 150,
      render: (_: unknown, r) => <StackedCell main={r.nickname || '—'} sub={`${r.user_public_id} · ${r.brand}`} />,
    },
    {
      title: t('registerInfo.col.region'),
      dataIndex: 'region',
      width: 100,
      render: (v: string) => <Tag>{t(`users.region.${v}`)}</Tag>,
    },
    {
      title: `${t('registerInfo.col.realName')} / ${t('registerInfo.col.birthDate')}`,
      key: 'real_name',
      width: 140,
      ellipsis: true,
      render: (_: unknown, r) => <StackedCell main={<span data-testid="register-info-name">{r.real_name}</span>} sub={r.birth_date} />,
    },
    { title: t('registerInfo.col.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('registerInfo.col.contact'),
      key: 'contact',
      width: 150,
      ellipsis: true,
      render: (_: unknown, r) => <StackedCell main={r.contact_id} sub={t(`registerInfo.contactKinds.${r.contact_kind}`)} />,
    },
    { title: t('registerInfo.col.area'), dataIndex: 'area', width: 110, ellipsis: true },
    {
      title: t('registerInfo.col.guild'),
      dataIndex: 'guild',
      width: 100,
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('registerInfo.col.submittedAt'),
      dataIndex: 'submitted_at',
      width: 140,
      render: (v: string) => <TimeCell iso={v} locale={i18n.language} options={TIME_TO_MINUTE} />,
    },
  ];

  return (
    <ListCard
      title={t('registerInfo.title')}
      actions={[
        <ExportButton key="export" endpoint={REPORTS_API.exports.registerInfo} filters={list.filter} testId="register-info-export" />,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {t('registerInfo.hint')}
      </Typography.Paragraph>
      <FilterForm list={list} labels={(k) => t(`registerInfo.filter.${k}`)} testIds="register-info">
        <FilterInput
          name="q"
          width={260}
          placeholder={t('registerInfo.filter.q')}
          maxLength={LIMITS.registerInfoSearchMax}
          testId="register-info-filter-q"
        />
        <FilterSelect name="brand" width={130} placeholder={t('registerInfo.filter.brand')} options={BRAND_OPTIONS} />
        <FilterSelect
          name="region"
          width={150}
          placeholder={t('registerInfo.filter.region')}
          options={optionsOf(REGIONS, (r) => t(`users.region.${r}`))}
        />
        <DateRangeFilter />
      </FilterForm>
      <ListTable<TAdminRegisterInfo>
        columns={columns}
        list={list}
        query={rows}
        scrollX={1090}
        emptyText={<Empty description={t('registerInfo.empty')} />}
        onRowClick={setSelected}
        showTotal={(total) => t('registerInfo.total', { count: total })}
        testIds="register-info"
      />
      <DetailDrawer<TAdminRegisterInfo>
        open={selected !== null}
        onClose={() => setSelected(null)}
        width={560}
        title={t('registerInfo.detailTitle', { id: selected?.id ?? '' })}
        data={selected}
        testId="register-info-drawer"
      >
        {(r) => <Detail r={r} />}
      </DetailDrawer>
    </ListCard>
  );
}

export const RegisterInfoPage = withQuery(RegisterInfoList);
