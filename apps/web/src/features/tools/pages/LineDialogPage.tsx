import '../../../components/ui/button.css';
import { BRANDS, DISTRIBUTION } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QrCode } from '../../../components/ui/QrCode';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useAppName } from '../../../lib/app-name';
import { copyText, finish, toast } from '../../../lib/bridge';
import { ToolsFrame } from '../components/ToolsFrame';

/** LINE's add-friend address of an official account id (`@name`). */
export function lineAddFriendUrl(lineId: string): string {
  return `https://line.me/R/ti/p/${lineId}`;
}

function LineMark() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#06c755" />
      <path
        d="M20 9c-6.6 0-12 4.3-12 9.6 0 4.8 4.3 8.8 10 9.5.4.1.9.3 1 .6.1.3.1.7 0 1l-.2 1c0 .3-.2 1.2 1 .6 1.3-.5 6.9-4.1 9.4-7 1.7-1.9 2.6-3.8 2.6-5.8C31.9 13.3 26.6 9 20 9z"
        fill="#fff"
      />
      <path
        d="M14.6 16.3v5.6h3.2M19.6 16.3v5.6M22 21.9v-5.6l3.6 5.6v-5.6M30.4 16.3h-3v5.6h3M27.4 19.1h3"
        fill="none"
        stroke="#06c755"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * /h5/japan/line_dialog: the brand's official LINE account — add it as a friend, scan its QR code
 * or copy its id. A Japan page, so it shows Japanese (RootLayout).
 */
export default function LineDialogPage() {
  const { t } = useTranslation('tools');
  const brand = useAppName();
  const lineId = DISTRIBUTION[brand].lineId;
  if (!lineId)
    return (
      <ToolsFrame testId="line-dialog-page">
        <EmptyState testId="line-none">{t('line.none', { app: BRANDS[brand].displayName })}</EmptyState>
        <button type="button" className="ui-btn ui-btn-ghost ui-btn-block" onClick={finish}>
          {t('common.close')}
        </button>
      </ToolsFrame>
    );
  const url = lineAddFriendUrl(lineId);
  return (
    <ToolsFrame testId="line-dialog-page">
      <Card className="tl-center" testId="line-card">
        <LineMark />
        <h2 className="tl-p" style={{ fontSize: 18, color: 'var(--ui-ink)' }}>
          {t('line.title', { app: BRANDS[brand].displayName })}
        </h2>
        <p className="tl-p tl-muted">{t('line.lead')}</p>
        <div className="tl-qr">
          <QrCode value={url} size={176} label={t('line.qrLabel')} testId="line-qr" />
        </div>
        <p className="tl-p">
          <span className="tl-muted tl-small">{t('line.idLabel')} </span>
          <strong data-testid="line-id" style={{ color: 'var(--ui-ink)' }}>
            {lineId}
          </strong>
        </p>
        <a
          className="ui-btn ui-btn-block"
          style={{ background: '#06c755', boxShadow: 'none' }}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="line-add"
        >
          {t('line.add')}
        </a>
        <button
          type="button"
          className="ui-btn ui-btn-ghost ui-btn-block"
          onClick={() => void copyText(lineId).then((ok) => toast(ok ? t('common.copied') : t('common.copyFailed')))}
          data-testid="line-copy"
        >
          {t('line.copy')}
        </button>
      </Card>
      <Card title={t('line.stepsTitle')}>
        <RulesBlock items={(['open', 'search', 'add'] as const).map((k) => ({ key: k, text: t(`line.steps.${k}`, { id: lineId }) }))} />
      </Card>
    </ToolsFrame>
  );
}
