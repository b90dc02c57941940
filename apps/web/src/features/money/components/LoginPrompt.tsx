import '../../../components/ui/disc.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';

/** Shown instead of a money page when there is no live session (status 2001). */
export function LoginPrompt({ appName }: { appName: string }) {
  const { t } = useTranslation('money');
  return (
    <Card className="money-login" testId="money-login-prompt">
      <div className="money-login-art ui-disc" aria-hidden="true">
        <svg width="56" height="56" viewBox="0 0 24 24" focusable="false">
          <rect x="4" y="10" width="16" height="11" rx="3" fill="currentColor" opacity="0.9" />
          <path d="M8 10V7.5a4 4 0 0 1 8 0V10" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="15.5" r="1.6" fill="#fff" />
        </svg>
      </div>
      <h2 className="money-login-title">{t('login.title')}</h2>
      <p className="money-muted">{t('login.body')}</p>
      <Link className="money-btn money-btn-primary" to={`/h5/login?app_name=${encodeURIComponent(appName)}`} data-testid="money-login-link">
        {t('login.action')}
      </Link>
    </Card>
  );
}
