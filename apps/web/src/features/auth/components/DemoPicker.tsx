import type { TDemoAccount } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** Demo mode only: one tap fills the form and logs in. */
export function DemoPicker({
  accounts,
  brand,
  onPick,
  busy,
}: {
  accounts: TDemoAccount[];
  brand: string;
  onPick: (a: TDemoAccount) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const all = accounts.filter((a) => a.kind === 'user');
  // this brand's accounts; every brand's when it has none
  const own = all.filter((a) => a.brand === brand);
  const users = own.length ? own : all;
  if (users.length === 0) return null;
  return (
    <section className="auth-card" data-testid="demo-picker">
      <h2 className="auth-section-title">{t('auth.demoTitle')}</h2>
      <p className="auth-hint">{t('auth.demoHint')}</p>
      <ul className="auth-demo-list">
        {users.map((a) => (
          <li key={a.account}>
            <button type="button" className="auth-demo-item" disabled={busy} onClick={() => onPick(a)} data-account={a.account}>
              <span className="auth-demo-name">
                {a.nickname}
                <span className="auth-demo-tag">{t(a.gender === 'female' ? 'auth.female' : 'auth.male')}</span>
                <span className="auth-demo-tag">{a.brand}</span>
              </span>
              <span className="auth-demo-account">{a.account}</span>
              <span className="auth-demo-note">{t(`auth.demoRole.${a.role}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
