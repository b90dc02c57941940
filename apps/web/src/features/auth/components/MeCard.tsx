import type { TMe } from '@app/shared';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

export function MeCard({ me, onLogout, loggingOut }: { me: TMe; onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation();
  const initial = Array.from(me.nickname)[0] ?? '?';
  return (
    <section className="auth-card auth-me" data-testid="me-card">
      <div className="auth-avatar" aria-hidden="true">
        {initial}
      </div>
      <div className="auth-me-name">{me.nickname}</div>
      <div className="auth-me-id">
        {t('auth.publicId')}: <span data-testid="me-public-id">{me.public_id}</span>
      </div>
      <p className="auth-hint">{t('auth.loggedInHint')}</p>
      <Button block shape="rounded" onClick={onLogout} loading={loggingOut} data-testid="logout">
        {t('auth.logout')}
      </Button>
    </section>
  );
}
