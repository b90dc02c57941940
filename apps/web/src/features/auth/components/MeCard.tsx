import '../../../components/ui/disc.css';
import type { TMe } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../components/form';
import { BirthDateRow } from '../../../entities/minors/BirthDateRow';

export function MeCard({ me, onLogout, loggingOut }: { me: TMe; onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation();
  const initial = Array.from(me.nickname)[0] ?? '?';
  return (
    <section className="auth-card auth-me" data-testid="me-card">
      <div className="auth-avatar ui-disc" aria-hidden="true">
        {initial}
      </div>
      <div className="auth-me-name">{me.nickname}</div>
      <div className="auth-me-id">
        {t('auth.publicId')}: <span data-testid="me-public-id">{me.public_id}</span>
      </div>
      <BirthDateRow me={me} />
      <p className="auth-hint">{t('auth.loggedInHint')}</p>
      <PrimaryButton variant="plain" onClick={onLogout} busy={loggingOut} testId="logout">
        {t('auth.logout')}
      </PrimaryButton>
    </section>
  );
}
