import '../risk.css';
import { useTranslation } from 'react-i18next';
import type { BanNotice } from '../../../lib/ban-signal';

/** The full-screen notice with the reason and the end, as the server worded them (rendered as text). */
export default function BanNoticeView({ notice }: { notice: BanNotice }) {
  const { t } = useTranslation('risk');
  return (
    <div className="ban-notice" role="alertdialog" aria-modal="true" aria-labelledby="ban-notice-title" data-testid="ban-notice">
      <div className="ban-notice-icon" aria-hidden="true">
        !
      </div>
      <h1 id="ban-notice-title">{t('ban.title')}</h1>
      <dl className="ban-notice-card">
        <div className="ban-notice-row">
          <dt>{t('ban.reason')}</dt>
          <dd data-testid="ban-notice-reason">{notice.reason_text || '—'}</dd>
        </div>
        <div className="ban-notice-row">
          <dt>{t('ban.until')}</dt>
          <dd data-testid="ban-notice-until">{notice.permanent ? t('ban.permanent') : notice.ends_time}</dd>
        </div>
      </dl>
      <p className="ban-notice-hint">{t('ban.hint')}</p>
      <button type="button" className="ban-notice-button" onClick={() => window.location.reload()}>
        {t('ban.ok')}
      </button>
    </div>
  );
}
