import type { TPrepaidBrand } from '@app/shared';
import { Alert, Card, Col, Empty, Progress, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrepaidReport } from '../api/prepaid';
import { withQuery } from '../kit/withQuery';

const yen = (n: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' }).format(n);

function BrandCard({ b, threshold }: { b: TPrepaidBrand; threshold: number }) {
  const { t, i18n } = useTranslation('admin');
  const number = (n: number) => n.toLocaleString(i18n.language);
  const share = Math.min(100, Math.round((b.value_jpy / threshold) * 1000) / 10);
  return (
    <Card
      size="small"
      title={b.brand}
      extra={b.warning ? <Tag color="red">{t('prepaid.warning')}</Tag> : <Tag color="green">{t('prepaid.ok')}</Tag>}
      data-testid="prepaid-brand"
      data-brand={b.brand}
      data-warning={b.warning}
    >
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('prepaid.value')} value={yen(b.value_jpy, i18n.language)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('prepaid.unused')} value={number(b.unused_coins)} suffix={t(`prepaid.asset.${b.asset}`)} />
        </Col>
        <Col span={8}>
          <Statistic title={t('prepaid.holders')} value={number(b.holders)} />
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('prepaid.rate', {
          unit: t(`prepaid.unit.${b.asset}`),
          rate: (b.yen_per_coin_milli / 1000).toLocaleString(i18n.language, { maximumFractionDigits: 3 }),
        })}
      </Typography.Text>
      <div style={{ margin: '12px 0' }}>
        <Typography.Text style={{ fontSize: 12 }}>{t('prepaid.ofThreshold', { share })}</Typography.Text>
        <Progress percent={share} showInfo={false} status={b.value_jpy > threshold ? 'exception' : 'normal'} />
      </div>
      <Table
        size="small"
        rowKey="base_date"
        pagination={false}
        dataSource={b.projections}
        columns={[
          { title: t('prepaid.baseDate'), dataIndex: 'base_date', key: 'base_date' },
          {
            title: t('prepaid.projected'),
            dataIndex: 'value_jpy',
            key: 'value_jpy',
            align: 'right',
            render: (v: number, p) => (
              <Space>
                {yen(v, i18n.language)}
                {p.over ? <Tag color="red">{t('prepaid.over')}</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {b.history.length > 1 ? t('prepaid.trend', { from: b.history[0]!.day, days: b.history.length }) : t('prepaid.noTrend')}
      </Typography.Text>
    </Card>
  );
}

/** The prepaid balance monitor (Japan's Payment Services Act): unused paid coins per brand against the line. */
function Prepaid() {
  const { t, i18n } = useTranslation('admin');
  const report = usePrepaidReport();
  if (!report.data) return <Skeleton active />;
  const r = report.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="prepaid-report">
      <Alert
        type="info"
        showIcon
        message={t('prepaid.title', { date: r.as_of })}
        description={t('prepaid.hint', { threshold: yen(r.threshold_jpy, i18n.language) })}
      />
      {r.brands.length === 0 ? (
        <Empty description={t('prepaid.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {r.brands.map((b) => (
            <Col key={b.brand} xs={24} xl={12}>
              <BrandCard b={b} threshold={r.threshold_jpy} />
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
}

export const PrepaidPage = withQuery(Prepaid);
