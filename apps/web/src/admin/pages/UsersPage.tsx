import { type BrandId, LIMITS, priceAsset, type TPublicIdResult, type TUserActivity } from '@app/shared';
import { Badge, Card, Descriptions, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrizeText } from '../../features/draws/components/usePrizeText';
import { REPORTS_API } from '../api/reports';
import { useOtherInfo, usePublicIdSearch } from '../api/users';
import { DetailSections, QueryDrawer } from '../kit/DetailDrawer';
import { formatTime } from '../kit/format';
import { serverPaging } from '../kit/paging';
import { withQuery } from '../kit/withQuery';
import { ExportButton } from './reports/ExportButton';
import { UserReferrals } from './UserReferrals';
import { UserWallet } from './UserWallet';

/** One label column for the drawer's stacked sections, so their values line up. */
const LABEL_STYLE = { width: 200 };

type Row = TPublicIdResult['items'][number];
const PAGE_SIZE = LIMITS.pageSizeDefault;

/** Level, memberships, CP and follows: what customer service asks about most. */
function ActivitySection({ activity: a, locale, brand }: { activity: TUserActivity; locale: string; brand: BrandId }) {
  const { t } = useTranslation('admin');
  const { t: td } = useTranslation('draws');
  const prizeText = usePrizeText(priceAsset(brand));
  const number = (n: number) => n.toLocaleString(locale);
  const on = Object.entries(a.club?.settings ?? {})
    .filter(([, v]) => v)
    .map(([k]) => t(`users.activity.privilege.${k}`));
  /** something the user may not have: "none" without it */
  const orNone = <V,>(value: V | null, render: (value: V) => ReactNode) => (value ? render(value) : t('users.activity.none'));
  return (
    <Descriptions
      title={t('users.activity.title')}
      column={1}
      size="small"
      bordered
      styles={{ label: LABEL_STYLE }}
      data-testid="drawer-activity"
    >
      <Descriptions.Item label={t('users.activity.level')}>
        <span data-testid="drawer-level">{t('users.activity.levelValue', { level: a.level, exp: number(a.exp) })}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.richCharm')}>
        {number(a.rich_total)} / {number(a.charm_total)}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.membership')}>
        {orNone(a.membership, (m) => (
          <Space size={6}>
            <Tag color={m.active ? 'gold' : undefined}>{t(`users.activity.tier.${m.tier}`)}</Tag>
            {t(m.active ? 'users.activity.until' : 'users.activity.expired', { date: formatTime(m.expires_at, locale) })}
          </Space>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.club')}>
        {orNone(a.club, (club) => (
          <span data-testid="drawer-club">
            {t(`users.activity.clubSource.${club.source}`, { date: formatTime(club.joined_at, locale) })}
            {on.length > 0 ? ` · ${on.join(', ')}` : ''}
          </span>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.cp')}>
        {orNone(a.cp, (cp) => (
          <span data-testid="drawer-cp">
            {t('users.activity.cpValue', {
              name: cp.partner.nickname,
              id: cp.partner.public_id,
              level: t(`users.activity.cpLevel.${cp.level}`),
              points: number(cp.points),
            })}
          </span>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.follows')}>
        <span data-testid="drawer-follows">
          {t('users.activity.followsValue', { following: number(a.following_count), followers: number(a.follower_count) })}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('users.activity.draws')}>
        <div data-testid="drawer-draws" data-spent={a.draws.spent_today}>
          <div>{t('users.activity.drawsSpent', { amount: number(a.draws.spent_today) })}</div>
          {a.draws.recent.length === 0 ? (
            <Typography.Text type="secondary">{t('users.activity.none')}</Typography.Text>
          ) : (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {a.draws.recent.map((d) => (
                <li key={d.id} data-testid="drawer-draw">
                  {td(`games.${d.game}.name`, { defaultValue: d.game })} · {prizeText(d.prize)}{' '}
                  <Typography.Text type="secondary">{formatTime(d.created_at, locale)}</Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Descriptions.Item>
    </Descriptions>
  );
}

function UserDrawer({ userid, onClose }: { userid: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const info = useOtherInfo(userid);
  return (
    <QueryDrawer id={userid} detail={info} onClose={onClose} width={560} title={t('users.detail')} testId="user-drawer">
      {(d) => (
        <DetailSections>
          <Descriptions title={t('users.profile')} column={1} size="small" bordered styles={{ label: LABEL_STYLE }}>
            <Descriptions.Item label={t('users.col.publicId')}>
              <Typography.Text copyable data-testid="drawer-public-id">
                {d.profile.public_id}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('users.col.nickname')}>
              <span data-testid="drawer-nickname">{d.profile.nickname}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('users.col.gender')}>{t(`users.gender.${d.profile.gender}`)}</Descriptions.Item>
            <Descriptions.Item label={t('users.col.brand')}>{d.profile.brand}</Descriptions.Item>
            <Descriptions.Item label={t('users.col.region')}>{t(`users.region.${d.profile.region}`)}</Descriptions.Item>
            <Descriptions.Item label={t('users.internalId')}>{d.profile.id}</Descriptions.Item>
          </Descriptions>
          <Descriptions title={t('users.account')} column={1} size="small" bordered styles={{ label: LABEL_STYLE }}>
            <Descriptions.Item label={t('users.col.status')}>
              <Badge status={d.account.status === 'active' ? 'success' : 'error'} text={t(`users.status.${d.account.status}`)} />
            </Descriptions.Item>
            {/* absent from the answer without user.view_contact (field-level permission) */}
            {'email_masked' in d.account && <Descriptions.Item label={t('users.email')}>{d.account.email_masked ?? '—'}</Descriptions.Item>}
            {'phone_masked' in d.account && <Descriptions.Item label={t('users.phone')}>{d.account.phone_masked ?? '—'}</Descriptions.Item>}
            <Descriptions.Item label={t('users.minor')}>{d.account.is_minor ? t('users.yes') : t('users.no')}</Descriptions.Item>
            <Descriptions.Item label={t('users.createdAt')}>{formatTime(d.account.created_at, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('users.lastLogin')}>{formatTime(d.account.last_login_at, i18n.language)}</Descriptions.Item>
          </Descriptions>
          <ActivitySection activity={d.activity} locale={i18n.language} brand={d.profile.brand} />
          <UserReferrals userId={d.profile.id} />
          <UserWallet userId={d.profile.id} />
        </DetailSections>
      )}
    </QueryDrawer>
  );
}

function Users() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const search = usePublicIdSearch({ q, page, page_size: PAGE_SIZE });

  const columns: TableColumnsType<Row> = [
    { title: t('users.col.publicId'), dataIndex: 'public_id', key: 'public_id', width: 140 },
    { title: t('users.col.nickname'), dataIndex: 'nickname', key: 'nickname', ellipsis: true },
    { title: t('users.col.gender'), dataIndex: 'gender', key: 'gender', width: 90, render: (g: Row['gender']) => t(`users.gender.${g}`) },
    { title: t('users.col.brand'), dataIndex: 'brand', key: 'brand', width: 110, render: (b: string) => <Tag>{b}</Tag> },
    { title: t('users.col.region'), dataIndex: 'region', key: 'region', width: 110, render: (r: Row['region']) => t(`users.region.${r}`) },
    {
      title: t('users.col.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (s: Row['status']) => <Badge status={s === 'active' ? 'success' : 'error'} text={t(`users.status.${s}`)} />,
    },
  ];

  return (
    <Card
      title={t('nav.users')}
      extra={q.trim() ? <ExportButton endpoint={REPORTS_API.exports.users} filters={{ q }} /> : null}
      data-testid="admin-page"
    >
      <div data-testid="user-search">
        <Input.Search
          allowClear
          enterButton={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          style={{ maxWidth: 520, marginBottom: 8 }}
          onSearch={(value) => {
            setPage(1);
            setQ(value.trim());
          }}
        />
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('users.hint')}
      </Typography.Paragraph>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={q ? (search.data?.items ?? []) : []}
        loading={search.isFetching}
        scroll={{ x: 680 }}
        locale={{ emptyText: q ? t('users.noResults') : t('users.startHint') }}
        onRow={(row) => ({ onClick: () => setSelected(row.id), style: { cursor: 'pointer' } })}
        pagination={serverPaging({
          current: page,
          pageSize: PAGE_SIZE,
          total: search.data?.total,
          showTotal: (total) => t('users.total', { count: total }),
          onChange: setPage,
        })}
        data-testid="user-table"
      />
      <UserDrawer userid={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

export const UsersPage = withQuery(Users);
