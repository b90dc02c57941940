import '../../../components/ui/button.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginHref } from '../../../lib/app-name';
import { finish, isInApp } from '../../../lib/bridge';
import { navigateTo } from '../../../lib/navigation';
import { getUserToken } from '../../../lib/session';
import { ToolsFrame } from '../components/ToolsFrame';

function Leaf() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M5 19l8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** wakoo /h5/empty: where the guard sends a signed-in page opened without a token; a calm way back or to log in. */
export default function EmptyPage() {
  const { t } = useTranslation('tools');
  const loginHref = useLoginHref();
  const back = () => {
    if (isInApp() || window.history.length > 1) finish();
    else navigateTo('/');
  };
  return (
    <ToolsFrame testId="empty-page" onBack={back}>
      <section className="tl-hero tl-hero-calm tl-empty">
        <span className="tl-hero-icon">
          <Leaf />
        </span>
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <div className="tl-actions" style={{ width: '100%', maxWidth: 280, marginTop: 10 }}>
          <button type="button" className="ui-btn ui-btn-block" onClick={back} data-testid="empty-back">
            {t('empty.back')}
          </button>
          {getUserToken() ? null : (
            <Link className="ui-btn ui-btn-ghost ui-btn-block" to={loginHref} data-testid="empty-sign-in">
              {t('empty.signIn')}
            </Link>
          )}
          <button type="button" className="ui-btn ui-btn-quiet ui-btn-block" onClick={() => navigateTo('/')} data-testid="empty-home">
            {t('empty.home')}
          </button>
        </div>
      </section>
    </ToolsFrame>
  );
}
