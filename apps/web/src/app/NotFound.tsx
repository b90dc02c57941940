import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main className="app-page app-center" data-testid="not-found">
      <div className="app-notfound-code" aria-hidden="true">
        404
      </div>
      <h1 className="app-title">{t('notFound.title')}</h1>
      <p className="app-muted">{t('notFound.body')}</p>
      <p className="app-path">{pathname}</p>
      <Link className="app-button" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
