import '../../../components/ui/button.css';
import { ADMIN_PREFIX, AUTH_API, CONSOLE_API } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { ApiError, apiCall, apiGet, apiPost } from '../../../lib/api';
import { getAdminAccessToken } from '../../../lib/session';
import { KeyValue, ToolsFrame } from '../components/ToolsFrame';
import { isApiPath, parseParams } from '../lib/api-util';

type Method = 'GET' | 'POST';
const METHODS: readonly Method[] = ['GET', 'POST'];
const PARAMS_MAX = 4000;

type Admin = { id: number; email: string; nickname: string };
type Session = { state: 'checking' } | { state: 'none' } | { state: 'expired' } | { state: 'ok'; admin: Admin };

interface Outcome {
  status: number;
  msg: string;
  data: unknown;
  ms: number;
}

/** The console session: its token checked against the console's user info (no refresh, no redirect). */
function useAdminSession(): Session {
  const [session, setSession] = useState<Session>(() => (getAdminAccessToken() ? { state: 'checking' } : { state: 'none' }));
  useEffect(() => {
    const token = getAdminAccessToken();
    if (!token) return;
    let live = true;
    apiCall(CONSOLE_API.userInfo, undefined, { accessToken: token, silent: true }).then(
      (admin) => live && setSession({ state: 'ok', admin: admin as Admin }),
      () => live && setSession({ state: 'expired' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return session;
}

/**
 * wakoo /apiutil: a signed-request tester for signed-in console staff. It sends through the app's
 * own client (signing, the user or console token, the envelope) and shows the status, message,
 * data and time of the answer.
 */
export default function ApiUtilPage() {
  const { t } = useTranslation('tools');
  const session = useAdminSession();
  const [method, setMethod] = useState<Method>('GET');
  const [path, setPath] = useState<string>(AUTH_API.me.path);
  const [params, setParams] = useState('{}');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);

  if (session.state !== 'ok')
    return (
      <ToolsFrame testId="api-util-page">
        {session.state === 'checking' ? (
          <Skeleton card className="tl-skel-card" />
        ) : (
          <div className="tl-sign-in" data-testid="api-util-sign-in">
            <p>{session.state === 'expired' ? t('apiUtil.expired') : t('apiUtil.signIn')}</p>
            <a href={`${ADMIN_PREFIX}/login`}>{t('apiUtil.signInAction')}</a>
          </div>
        )}
      </ToolsFrame>
    );

  const send = async () => {
    const parsed = parseParams(params);
    if (!isApiPath(path)) return setInputError(t('apiUtil.badPath'));
    if (!parsed.ok)
      return setInputError(t('apiUtil.badJson', { error: parsed.error === 'object' ? t('apiUtil.notObject') : parsed.error }));
    setInputError(null);
    setBusy(true);
    const start = performance.now();
    try {
      const data =
        method === 'GET'
          ? await apiGet(path.trim(), parsed.value, { silent: true })
          : await apiPost(path.trim(), parsed.value, { silent: true });
      setOutcome({ status: 0, msg: 'ok', data, ms: Math.round(performance.now() - start) });
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(-1, String(err));
      setOutcome({ status: e.code, msg: e.message, data: e.data, ms: Math.round(performance.now() - start) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolsFrame testId="api-util-page">
      <p className="tl-p tl-muted tl-small" data-testid="api-util-admin">
        {t('apiUtil.as', { name: session.admin.nickname, email: session.admin.email })}
      </p>
      <Card title={t('apiUtil.requestTitle')}>
        <div className="tl-field">
          <span className="tl-label">{t('apiUtil.method')}</span>
          <ChipGroup
            label={t('apiUtil.method')}
            options={METHODS}
            value={method}
            onChange={setMethod}
            testId={(m) => `api-util-method-${m}`}
          >
            {(m) => m}
          </ChipGroup>
        </div>
        <label className="tl-field">
          <span className="tl-label">{t('apiUtil.path')}</span>
          <input className="tl-input tl-mono" value={path} onChange={(e) => setPath(e.target.value)} data-testid="api-util-path" />
        </label>
        <div className="tl-field">
          <label className="tl-label" htmlFor="api-util-params">
            {t('apiUtil.params')}
          </label>
          <CountedTextArea
            id="api-util-params"
            className="tl-mono"
            value={params}
            maxLength={PARAMS_MAX}
            rows={5}
            spellCheck={false}
            onChange={(e) => setParams(e.target.value)}
            data-testid="api-util-params"
          />
          <span className="tl-muted tl-small">{t('apiUtil.paramsHint')}</span>
        </div>
        {inputError ? (
          <p className="tl-p tl-error" role="alert" data-testid="api-util-input-error">
            {inputError}
          </p>
        ) : null}
        <button type="button" className="ui-btn ui-btn-block" disabled={busy} onClick={() => void send()} data-testid="api-util-send">
          {busy ? <Spinner /> : null}
          {t('apiUtil.send')}
        </button>
      </Card>
      {outcome ? (
        <Card title={t('apiUtil.responseTitle')} testId="api-util-response">
          <dl className="tl-dl">
            <KeyValue
              label="status"
              value={<span className={outcome.status === 0 ? 'tl-pill is-on' : 'tl-pill is-warn'}>{outcome.status}</span>}
              testId="api-util-status"
            />
            <KeyValue label="msg" value={outcome.msg} />
            <KeyValue label={t('apiUtil.time')} value={`${outcome.ms} ms`} />
          </dl>
          <pre className="tl-code" data-testid="api-util-data" style={{ marginTop: 8 }}>
            {JSON.stringify(outcome.data, null, 2)}
          </pre>
        </Card>
      ) : null}
    </ToolsFrame>
  );
}
