import '../auth.css';
import type { TDemoAccount, TLoginRequest } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appState } from '../../../app/startup';
import { useViewerQuery } from '../../../entities/viewer';
import { safeBack } from '../../../lib/app-name';
import { QueryProvider } from '../../../lib/query';
import { useDemoAccountsQuery } from '../api/demoAccounts';
import { useLoginMutation } from '../api/login';
import { useLogoutMutation } from '../api/logout';
import { useRegisterMutation } from '../api/register';
import { DemoPicker } from '../components/DemoPicker';
import { LoginForm } from '../components/LoginForm';
import { MeCard } from '../components/MeCard';
import { RegisterForm } from '../components/RegisterForm';

type Mode = 'login' | 'register';

function AuthScreen() {
  const { t } = useTranslation();
  const brand = appState().brand;
  // `?mode=register` (the referral and landing pages' "sign up") opens the registration tab
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(window.location.search).get('mode') === 'register' ? 'register' : 'login',
  );
  const [loginValues, setLoginValues] = useState<TLoginRequest>({ account: '', password: '' });
  const me = useViewerQuery();
  const demo = useDemoAccountsQuery();
  const loginM = useLoginMutation();
  const registerM = useRegisterMutation();
  const logoutM = useLogoutMutation();
  const navigate = useNavigate();
  // the page that sent the user here (`?back=`): signed in, they go back to it
  const [back] = useState(() => safeBack(new URLSearchParams(window.location.search).get('back')));
  const done = { onSuccess: () => (back ? navigate(back, { replace: true }) : undefined) };

  const pick = (a: TDemoAccount) => {
    setMode('login');
    setLoginValues({ account: a.account, password: a.password });
    loginM.mutate({ account: a.account, password: a.password }, done);
  };

  return (
    <main className="auth-page">
      <header className="auth-header">
        <div className="auth-brand">{brand.displayName}</div>
        <h1 className="auth-title">{me.data ? t('auth.meTitle') : t(mode === 'login' ? 'auth.loginTitle' : 'auth.registerTitle')}</h1>
      </header>
      {me.isPending ? (
        <div className="auth-card auth-loading" aria-busy="true" />
      ) : me.data ? (
        <>
          <MeCard me={me.data} loggingOut={logoutM.isPending} onLogout={() => logoutM.mutate()} />
          {back ? (
            <Link className="auth-back" to={back} replace data-testid="auth-back">
              {t('auth.backTo')}
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <section className="auth-card">
            <div className="auth-tabs" role="tablist">
              {(['login', 'register'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={mode === m}
                  className={mode === m ? 'auth-tab auth-tab-active' : 'auth-tab'}
                  onClick={() => setMode(m)}
                  data-testid={`tab-${m}`}
                >
                  {t(m === 'login' ? 'auth.login' : 'auth.register')}
                </button>
              ))}
            </div>
            {mode === 'login' ? (
              <LoginForm values={loginValues} onChange={setLoginValues} busy={loginM.isPending} onSubmit={(v) => loginM.mutate(v, done)} />
            ) : (
              <RegisterForm brand={brand.id} busy={registerM.isPending} onSubmit={(v) => registerM.mutate(v, done)} />
            )}
          </section>
          {demo.data ? <DemoPicker accounts={demo.data.accounts} brand={brand.id} busy={loginM.isPending} onPick={pick} /> : null}
        </>
      )}
    </main>
  );
}

export default function LoginPage() {
  return (
    <QueryProvider>
      <AuthScreen />
    </QueryProvider>
  );
}
