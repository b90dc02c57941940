import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { type BlockProps, useActivity } from '../context';

/** A way into a draw game of the event (its own route), keeping the page's app_name. */
export default function LotteryBlock({ block }: BlockProps<'lottery'>) {
  const { t } = useTranslation('activities');
  const { brand } = useActivity();
  const [search] = useSearchParams();
  const appName = search.get('app_name') ?? brand;
  const to = `${block.path}${block.path.includes('?') ? '&' : '?'}app_name=${encodeURIComponent(appName)}`;
  return (
    <Card className="act-card act-lottery">
      <div className="act-lottery-body">
        <span className="act-lottery-icon" aria-hidden="true">
          🎁
        </span>
        <div className="act-lottery-text">
          <h3 className="act-lottery-title">{t(`games.${block.game}`, { defaultValue: t('lottery.fallback') })}</h3>
          <p className="act-note">{t('lottery.hint')}</p>
        </div>
        <Link className="ui-btn act-btn act-btn-small" to={to} data-testid={`activity-lottery-${block.game}`}>
          {t('lottery.play')}
        </Link>
      </div>
    </Card>
  );
}
