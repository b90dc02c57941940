import '../../../components/ui/button.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppConfig, isDebug } from '../../../app/config';
import { appState } from '../../../app/startup';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { useAppName } from '../../../lib/app-name';
import * as bridge from '../../../lib/bridge';
import { type ClientInfo, loadClientInfo } from '../../../lib/client';
import { currentLocale } from '../../../lib/i18n';
import { getUserToken } from '../../../lib/session';
import { KEYS, session } from '../../../lib/storage';
import { type PingResult, ping } from '../api/ping';
import { KeyValue, ToolsFrame } from '../components/ToolsFrame';
import { clockSkew, rttSummary } from '../lib/stats';

/** The client configuration, read again from the bridge when the page opens (lib/client.ts). */
function useNative(): ClientInfo | null {
  const [info, setInfo] = useState<ClientInfo | null>(null);
  useEffect(() => {
    let live = true;
    void loadClientInfo().then((read) => {
      if (live) setInfo(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return info;
}

const REPEAT = 5;

/**
 * /h5/hello and /h5/test: what QA needs to know about a web view — the client configuration the
 * bridge reports (spec 3), the page's settings, and a signed round trip to the server. The token
 * is only said to be there or not.
 */
export default function DiagnosticsPage() {
  const { t } = useTranslation('tools');
  const brand = useAppName();
  const native = useNative();
  const [results, setResults] = useState<PingResult[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cfg = getAppConfig();
  const yes = (v: boolean) => <span className={v ? 'tl-pill is-on' : 'tl-pill'}>{v ? t('common.yes') : t('common.no')}</span>;

  const run = async (times: number) => {
    setBusy(true);
    setError(null);
    const got: PingResult[] = [];
    try {
      for (let i = 0; i < times; i++) {
        got.push(await ping(brand));
        setResults([...got]);
      }
    } catch (err) {
      setError(err instanceof ApiError ? `${err.code} ${err.message}` : String(err));
    } finally {
      setBusy(false);
    }
  };
  const last = results[results.length - 1];
  const summary = results.length > 1 ? rttSummary(results.map((r) => r.rtt)) : null;

  const report = () =>
    [
      `domain=${location.host}`,
      `version=${native?.version}`,
      `platform=${native?.platform}`,
      `app_name=${native?.appName ?? '-'}`,
      `brand=${brand}`,
      `locale=${currentLocale()}`,
      `in_app=${native?.inApp}`,
      `device_id=${native?.deviceId}`,
      `token=${getUserToken() ? 'present' : 'absent'}`,
      last ? `rtt=${last.rtt}ms request_id=${last.data.request_id}` : '',
    ]
      .filter(Boolean)
      .join('\n');

  return (
    <ToolsFrame testId="diagnostics-page">
      <Card title={t('diag.pingTitle')} testId="diag-ping">
        {last ? (
          <>
            <div className="tl-ping">
              <b className="tl-ping-value" data-testid="diag-rtt">
                {last.rtt}
              </b>
              <span className="tl-muted">ms</span>
              {summary ? (
                <span className="tl-muted tl-small" data-testid="diag-rtt-summary" style={{ marginLeft: 'auto' }}>
                  {t('diag.summary', { min: summary.min, median: summary.median, count: summary.count })}
                </span>
              ) : null}
            </div>
            <dl className="tl-dl">
              <KeyValue label={t('diag.serverTime')} value={new Date(last.data.server_time_ms).toLocaleString(currentLocale())} />
              <KeyValue label={t('diag.clockSkew')} value={`${clockSkew(last.sentAt, last.receivedAt, last.data.server_time_ms)} ms`} />
              <KeyValue
                label={t('diag.tokenUser')}
                value={last.data.user_public_id ?? <span className="tl-muted">{t('diag.tokenUnknown')}</span>}
                testId="diag-token-user"
              />
              <KeyValue label={t('diag.scope')} value={`${last.data.brand} · ${last.data.region}`} />
              <KeyValue label={t('diag.requestId')} value={<span className="tl-mono">{last.data.request_id}</span>} />
            </dl>
          </>
        ) : (
          <p className="tl-p tl-muted">{t('diag.pingHint')}</p>
        )}
        {error ? (
          <p className="tl-p tl-error" role="alert" data-testid="diag-error">
            {t('diag.pingFailed', { error })}
          </p>
        ) : null}
        <div className="tl-row" style={{ marginTop: 12 }}>
          <button type="button" className="ui-btn" disabled={busy} onClick={() => void run(1)} data-testid="diag-ping-once">
            {t('diag.ping')}
          </button>
          <button
            type="button"
            className="ui-btn ui-btn-ghost"
            disabled={busy}
            onClick={() => void run(REPEAT)}
            data-testid="diag-ping-repeat"
          >
            {t('diag.pingRepeat', { count: REPEAT })}
          </button>
        </div>
      </Card>

      <Card title={t('diag.clientTitle')} testId="diag-client">
        {native ? (
          <dl className="tl-dl">
            <KeyValue label={t('diag.domain')} value={location.host} />
            <KeyValue label={t('diag.inApp')} value={yes(native.inApp)} testId="diag-in-app" />
            <KeyValue label={t('diag.version')} value={native.version} testId="diag-version" />
            <KeyValue label={t('diag.platform')} value={native.platform} testId="diag-platform" />
            <KeyValue label={t('diag.appName')} value={native.appName ?? '—'} />
            <KeyValue label={t('diag.statusBar')} value={`${native.statusBarHeight} px`} />
            <KeyValue
              label={t('diag.vpn')}
              value={<span className={native.vpn ? 'tl-pill is-warn' : 'tl-pill'}>{native.vpn ? t('diag.vpnOn') : t('diag.vpnOff')}</span>}
            />
            <KeyValue label={t('diag.deviceId')} value={<span className="tl-mono">{native.deviceId}</span>} />
          </dl>
        ) : (
          <Skeleton className="tl-skel-line" />
        )}
      </Card>

      <Card title={t('diag.pageTitle')} testId="diag-page">
        <dl className="tl-dl">
          <KeyValue label={t('diag.brand')} value={brand} testId="diag-brand" />
          <KeyValue label={t('diag.locale')} value={currentLocale()} />
          <KeyValue label={t('diag.lightTheme')} value={yes(appState().lightTheme)} />
          <KeyValue label={t('diag.channel')} value={session.get(KEYS.channel) ?? '—'} />
          <KeyValue label={t('diag.apiBase')} value={<span className="tl-mono">{cfg.apiBase || location.origin}</span>} />
          <KeyValue label={t('diag.token')} value={yes(Boolean(getUserToken()))} testId="diag-token" />
          <KeyValue label={t('diag.debug')} value={yes(isDebug())} />
          <KeyValue label={t('diag.userAgent')} value={<span className="tl-mono">{navigator.userAgent}</span>} />
        </dl>
      </Card>

      <button
        type="button"
        className="ui-btn ui-btn-ghost ui-btn-block"
        onClick={() => void bridge.copyText(report()).then((ok) => bridge.toast(ok ? t('common.copied') : t('common.copyFailed')))}
        data-testid="diag-copy"
      >
        {t('diag.copyReport')}
      </button>
    </ToolsFrame>
  );
}
