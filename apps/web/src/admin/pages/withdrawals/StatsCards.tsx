/** The figures above the list: what waits at each stage, how long approved ones wait, how fast they were paid. */
import type { TAdminWithdrawalStats } from '@app/shared';
import { Card, Col, Progress, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWithdrawalStats } from '../../api/withdrawals';
import { sharePercent } from './model';

const STAGES = [
  { status: 'requested', key: 'toReview' },
  { status: 'reviewing', key: 'toApprove' },
  { status: 'approved', key: 'toPay' },
] as const;

function Ageing({ ageing }: { ageing: TAdminWithdrawalStats['ageing'] }) {
  const { t, i18n } = useTranslation('withdrawConsole');
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Card size="small" title={t('stats.ageing')} style={{ height: '100%' }} data-testid="withdrawal-ageing">
      <Space size={24} wrap>
        {ageing.map((b) => {
          const late = b.bucket === 'over' || b.bucket === '3';
          return (
            <div key={b.bucket} data-bucket={b.bucket}>
              <Statistic
                title={t(`stats.bucket.${b.bucket}`)}
                value={b.count}
                valueStyle={{
                  fontSize: 20,
                  color: b.bucket === 'over' && b.count > 0 ? '#cf1322' : late && b.count > 0 ? '#d48806' : undefined,
                }}
              />
              <Tooltip title={t('stats.netHint')}>
                <Typography.Text type="secondary" style={{ fontSize: 12, cursor: 'help' }}>
                  {t('stats.net', { amount: number(b.net) })}
                </Typography.Text>
              </Tooltip>
            </div>
          );
        })}
      </Space>
    </Card>
  );
}

function OnTime({ stats }: { stats: TAdminWithdrawalStats }) {
  const { t } = useTranslation('withdrawConsole');
  const ring = (label: string, share: number, testId: string) => (
    <Space direction="vertical" align="center" size={4} data-testid={testId}>
      <Progress type="circle" size={64} percent={sharePercent(share)} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Space>
  );
  return (
    <Card
      size="small"
      title={t('stats.onTime')}
      extra={<Typography.Text type="secondary">{t('stats.paidCount', { n: stats.paid_last_30d })}</Typography.Text>}
      style={{ height: '100%' }}
      data-testid="withdrawal-on-time"
    >
      {stats.paid_last_30d === 0 ? (
        <Typography.Text type="secondary">{t('stats.noPayments')}</Typography.Text>
      ) : (
        <Space size={24}>
          {ring(t('stats.within1'), stats.within_1, 'withdrawal-within-1')}
          {ring(t('stats.within3'), stats.within_3, 'withdrawal-within-3')}
        </Space>
      )}
    </Card>
  );
}

export function StatsCards() {
  const { t } = useTranslation('withdrawConsole');
  const stats = useWithdrawalStats();
  const s = stats.data;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="withdrawal-stats">
      {STAGES.map((x) => (
        <Col xs={8} xl={3} key={x.key}>
          <Card size="small" loading={stats.isPending} style={{ height: '100%' }} data-testid={`withdrawal-count-${x.status}`}>
            <Statistic title={t(`stats.${x.key}`)} value={s?.counts[x.status] ?? 0} valueStyle={{ fontSize: 22 }} />
          </Card>
        </Col>
      ))}
      <Col xs={24} xl={9}>
        {s ? <Ageing ageing={s.ageing} /> : <Card size="small" loading />}
      </Col>
      <Col xs={24} xl={6}>
        {s ? <OnTime stats={s} /> : <Card size="small" loading />}
      </Col>
    </Row>
  );
}
