import { BRAND_IDS, type BrandId, type TDashboard } from '@app/shared';
import { Card, Col, DatePicker, Empty, Row, Select, Space, Spin, Statistic, Tag, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { EChartsOption } from 'echarts';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../../api/reports';
import { zoneName } from '../../kit/format';

// echarts only in this chunk, loaded when the dashboard shows a chart
const Chart = lazy(() => import('./Chart'));

const RANGE_DEFAULT_DAYS = 14;
const MAX_DAYS = 92;
const PALETTE = ['#7b4dff', '#14b8a6', '#f59e0b', '#ef4444', '#3b82f6', '#ec4899'];

type Section<K extends keyof TDashboard> = NonNullable<TDashboard[K]>;

function money(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(0)} ${currency}`;
  }
}

function NoAccess() {
  const { t } = useTranslation('reports');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noAccess')} />;
}

function ChartBox({ option, testId, height }: { option: EChartsOption; testId: string; height?: number }) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Chart option={option} testId={testId} {...(height !== undefined && { height })} />
    </Suspense>
  );
}

/** One chart of the dashboard grid: `panel-<name>` holding `chart-<name>`, or "no access" without an option. */
type ChartPanelProps = { name: string; title: string; option: EChartsOption | null; extra?: ReactNode; height?: number };

function ChartPanel({ name, title, option, extra, height }: ChartPanelProps) {
  return (
    <Col xs={24} xl={12}>
      <Card size="small" title={title} extra={extra} data-testid={`panel-${name}`} styles={{ body: { minHeight: 240 } }}>
        {option ? <ChartBox option={option} testId={`chart-${name}`} height={height} /> : <NoAccess />}
      </Card>
    </Col>
  );
}

const axisBase = (days: string[]): Pick<EChartsOption, 'grid' | 'xAxis' | 'tooltip' | 'legend' | 'color'> => ({
  color: PALETTE,
  grid: { left: 48, right: 16, top: 36, bottom: 28 },
  tooltip: { trigger: 'axis' },
  legend: { top: 0, right: 0, itemWidth: 12, itemHeight: 8 },
  xAxis: { type: 'category', data: days.map((d) => d.slice(5)), axisTick: { alignWithLabel: true } },
});

export function Dashboard() {
  const { t, i18n } = useTranslation('reports');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(RANGE_DEFAULT_DAYS - 1, 'day'), dayjs()]);
  const [brand, setBrand] = useState<BrandId | ''>('');
  const query = { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), ...(brand && { brand }) };
  const dash = useDashboard(query);
  const d = dash.data;
  const days = d?.days ?? [];
  const locale = i18n.language;

  const usersOption = useMemo<EChartsOption | null>(() => {
    if (!d?.users) return null;
    const by = new Map(d.users.map((u) => [u.day, u]));
    return {
      ...axisBase(days),
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t('dashboard.newUsers'), type: 'bar', data: days.map((x) => by.get(x)?.new_users ?? 0), barMaxWidth: 18 },
        { name: t('dashboard.activeUsers'), type: 'line', smooth: true, data: days.map((x) => by.get(x)?.active_users ?? 0) },
      ],
    };
  }, [d, days, t]);

  const rechargeOption = useMemo<EChartsOption | null>(() => {
    if (!d?.recharge) return null;
    const currencies = [...new Set(d.recharge.map((r) => r.currency))].sort();
    return {
      ...axisBase(days),
      yAxis: { type: 'value' },
      series: currencies.map((c) => ({
        name: c,
        type: 'bar' as const,
        stack: 'amount',
        barMaxWidth: 18,
        data: days.map((x) => (d.recharge?.find((r) => r.day === x && r.currency === c)?.amount_minor ?? 0) / 100),
      })),
    };
  }, [d, days]);

  const giftsOption = useMemo<EChartsOption | null>(() => {
    if (!d?.gifts) return null;
    const by = new Map(d.gifts.map((g) => [g.day, g]));
    return {
      ...axisBase(days),
      yAxis: [
        { type: 'value', name: t('dashboard.giftValue'), nameTextStyle: { align: 'left' } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: t('dashboard.giftValue'), type: 'bar', barMaxWidth: 18, data: days.map((x) => by.get(x)?.value ?? 0) },
        { name: t('dashboard.giftSends'), type: 'line', smooth: true, yAxisIndex: 1, data: days.map((x) => by.get(x)?.sends ?? 0) },
      ],
    };
  }, [d, days, t]);

  const supportOption = useMemo<EChartsOption | null>(() => {
    const s = d?.support;
    if (!s) return null;
    return {
      color: PALETTE,
      grid: { left: 120, right: 24, top: 8, bottom: 24 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        data: [t('dashboard.regionDefault'), t('dashboard.regionJapan'), t('dashboard.breachFirst'), t('dashboard.breachResolution')],
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 16,
          data: [
            s.open_by_region.default,
            s.open_by_region.japan,
            { value: s.sla_breaches.first_response, itemStyle: { color: '#ef4444' } },
            { value: s.sla_breaches.resolution, itemStyle: { color: '#f59e0b' } },
          ],
        },
      ],
    };
  }, [d, t]);

  const ratingsOption = useMemo<EChartsOption | null>(() => {
    const s = d?.support;
    if (!s) return null;
    const stars = [1, 2, 3, 4, 5] as const;
    return {
      color: ['#f59e0b'],
      grid: { left: 40, right: 16, top: 8, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: stars.map((n) => t('dashboard.stars', { n })) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', barMaxWidth: 28, data: stars.map((n) => s.ratings[n]) }],
    };
  }, [d, t]);

  const riskOption = useMemo<EChartsOption | null>(() => {
    if (!d?.risk) return null;
    const kinds = ['warn', 'mute', 'ban', 'unban'];
    return {
      ...axisBase(days),
      color: ['#f59e0b', '#3b82f6', '#ef4444', '#14b8a6'],
      yAxis: { type: 'value', minInterval: 1 },
      series: kinds.map((k) => ({
        name: t(`dashboard.kinds.${k}`),
        type: 'bar' as const,
        stack: 'risk',
        barMaxWidth: 18,
        data: days.map((x) => (d.risk ?? []).filter((r) => r.day === x && r.kind === k).reduce((n, r) => n + r.count, 0)),
      })),
    };
  }, [d, days, t]);

  const totals = useMemo(() => {
    const sum = <T,>(xs: readonly T[] | null | undefined, f: (x: T) => number) => (xs ? xs.reduce((n, x) => n + f(x), 0) : null);
    const byCurrency = new Map<string, number>();
    for (const r of d?.recharge ?? []) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.amount_minor);
    return {
      newUsers: sum(d?.users, (u: Section<'users'>[number]) => u.new_users),
      activeMax: d?.users ? Math.max(0, ...d.users.map((u) => u.active_users)) : null,
      recharge: d?.recharge ? [...byCurrency].map(([c, v]) => money(v, c, locale)) : null,
      rechargeOrders: sum(d?.recharge, (r: Section<'recharge'>[number]) => r.orders),
      giftValue: sum(d?.gifts, (g: Section<'gifts'>[number]) => g.value),
      open: d?.support ? d.support.open_by_region.default + d.support.open_by_region.japan : null,
      rating: d?.support?.rating_average ?? null,
      risk: sum(d?.risk, (r: Section<'risk'>[number]) => r.count),
    };
  }, [d, locale]);

  const stat = (title: string, value: string | number | string[] | null, testId: string) => (
    <Col xs={12} md={8} xl={4} key={testId}>
      {/* one height for the row: a total in two currencies takes a line for each */}
      <Card size="small" data-testid={testId} style={{ height: '100%' }}>
        {Array.isArray(value) ? (
          <Statistic
            title={title}
            value={value.join(' · ') || '0'}
            valueRender={() =>
              value.length > 1 ? (
                <span style={{ display: 'block', fontSize: 18, lineHeight: 1.4 }}>
                  {value.map((v) => (
                    <span key={v} style={{ display: 'block', whiteSpace: 'nowrap' }}>
                      {v}
                    </span>
                  ))}
                </span>
              ) : (
                (value[0] ?? '0')
              )
            }
            valueStyle={{ fontSize: 22 }}
          />
        ) : (
          <Statistic title={title} value={value === null ? '—' : value} valueStyle={{ fontSize: 22 }} />
        )}
      </Card>
    </Col>
  );

  const panels: ChartPanelProps[] = [
    { name: 'users', title: t('dashboard.users'), option: usersOption },
    {
      name: 'recharge',
      title: t('dashboard.recharge'),
      option: rechargeOption,
      extra: totals.rechargeOrders !== null && (
        <Typography.Text type="secondary">{`${t('dashboard.rechargeOrders')}: ${totals.rechargeOrders}`}</Typography.Text>
      ),
    },
    { name: 'gifts', title: t('dashboard.gifts'), option: giftsOption },
    { name: 'risk', title: t('dashboard.risk'), option: riskOption, extra: totals.risk !== null && <Tag>{totals.risk}</Tag> },
    {
      name: 'support',
      title: `${t('dashboard.support')} · ${t('dashboard.openByRegion')}`,
      option: supportOption,
      height: 220,
      extra: d?.support && <Typography.Text type="secondary">{`${t('dashboard.created')}: ${d.support.created}`}</Typography.Text>,
    },
    {
      name: 'ratings',
      title: t('dashboard.ratings'),
      option: ratingsOption,
      height: 220,
      extra: d?.support?.rating_average != null && <Tag color="gold">{`${t('dashboard.ratingAvg')} ${d.support.rating_average}`}</Tag>,
    },
  ];

  return (
    <div data-testid="dashboard">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('dashboard.title')}
          </Typography.Title>
          {d && (
            <Tooltip title={d.time_zone}>
              <Tag data-time-zone={d.time_zone}>{t('dashboard.tz', { tz: zoneName(d.time_zone, locale) })}</Tag>
            </Tooltip>
          )}
          {dash.isFetching && <Spin size="small" />}
        </Space>
        <Space wrap>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            disabledDate={(day, info) => {
              if (day.isAfter(dayjs(), 'day')) return true;
              const from = info?.from;
              return !!from && Math.abs(day.diff(from, 'day')) >= MAX_DAYS;
            }}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            data-testid="dashboard-range"
          />
          <Select<BrandId | ''>
            value={brand}
            style={{ width: 150 }}
            onChange={setBrand}
            options={[{ value: '', label: t('dashboard.allBrands') }, ...BRAND_IDS.map((b) => ({ value: b, label: b }))]}
            data-testid="dashboard-brand"
          />
        </Space>
      </Space>

      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {stat(t('dashboard.newUsers'), totals.newUsers, 'stat-new-users')}
        {stat(t('dashboard.activeUsers'), totals.activeMax, 'stat-active-users')}
        {stat(t('dashboard.recharge'), totals.recharge, 'stat-recharge')}
        {stat(t('dashboard.giftValue'), totals.giftValue, 'stat-gifts')}
        {stat(t('dashboard.openByRegion'), totals.open, 'stat-open')}
        {stat(t('dashboard.ratingAvg'), totals.rating, 'stat-rating')}
      </Row>

      <Row gutter={[12, 12]}>
        {panels.map((p) => (
          <ChartPanel key={p.name} {...p} />
        ))}
      </Row>
    </div>
  );
}
