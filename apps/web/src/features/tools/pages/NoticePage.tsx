import '../../../components/ui/button.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../app/NotFound';
import { Card } from '../../../components/ui/Card';
import { List, ListRow } from '../../../components/ui/ListRow';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { useAppName } from '../../../lib/app-name';
import { finish, jump, requestPermission } from '../../../lib/bridge';
import { navigateTo } from '../../../lib/navigation';
import { useRouteHandle } from '../../../lib/route-handle';
import { ToolsFrame } from '../components/ToolsFrame';

function Shield() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 12l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Person() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Camera() {
  return (
    <svg width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="7" width="13" height="11" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 11l5-3v9l-5-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

const SCAMS = ['refund', 'offPlatform', 'coinTrader', 'investment', 'sextortion'] as const;
const NEVER = ['password', 'code', 'transfer', 'contact'] as const;
const REPORT = ['stop', 'keep', 'report', 'police'] as const;

/** /h5/about/defend: the common scams on live and voice apps, what the platform never asks, how to report. */
function DefendNotice() {
  const { t } = useTranslation('tools');
  return (
    <ToolsFrame testId="notice-page" title={t('defend.barTitle')}>
      <section className="tl-hero" data-testid="notice-defend">
        <span className="tl-hero-icon">
          <Shield />
        </span>
        <h2>{t('defend.title')}</h2>
        <p>{t('defend.lead')}</p>
      </section>
      <Card title={t('defend.scamsTitle')}>
        <List className="tl-scam">
          {SCAMS.map((s, i) => (
            <ListRow
              key={s}
              lead={<span className="tl-scam-icon">{i + 1}</span>}
              title={t(`defend.scams.${s}.title`)}
              subs={[t(`defend.scams.${s}.text`)]}
            />
          ))}
        </List>
      </Card>
      <Card title={t('defend.neverTitle')}>
        <RulesBlock marker="disc" items={NEVER.map((k) => ({ key: k, text: t(`defend.never.${k}`) }))} />
      </Card>
      <Card title={t('defend.reportTitle')}>
        <RulesBlock items={REPORT.map((k) => ({ key: k, text: t(`defend.report.${k}`) }))} />
      </Card>
      <button type="button" className="ui-btn ui-btn-block" onClick={() => navigateTo('/h5/customerservice')} data-testid="notice-contact">
        {t('defend.contact')}
      </button>
    </ToolsFrame>
  );
}

/** /h5/reality_alert: asks for real-person verification; "verify now" opens it, "later" closes the page. */
function RealityNotice() {
  const { t } = useTranslation('tools');
  const brand = useAppName();
  const verify = () => {
    // wakoo has the real-name page on the web; the other apps verify in their own screens
    if (brand === 'wakoo') navigateTo('/h5/auth/auth_realname');
    else jump({ target_name: 'main_tab', params: { tab: 'mine', action: 'real_person_verify' } });
  };
  return (
    <ToolsFrame testId="notice-page" title={t('reality.barTitle')}>
      <section className="tl-hero" data-testid="notice-reality">
        <span className="tl-hero-icon">
          <Person />
        </span>
        <h2>{t('reality.title')}</h2>
        <p>{t('reality.lead')}</p>
      </section>
      <Card title={t('reality.whyTitle')}>
        <RulesBlock marker="disc" items={(['trust', 'badge', 'safety'] as const).map((k) => ({ key: k, text: t(`reality.why.${k}`) }))} />
        <p className="tl-p tl-muted tl-small" style={{ marginTop: 8 }}>
          {t('reality.privacy')}
        </p>
      </Card>
      <div className="tl-actions">
        <button type="button" className="ui-btn ui-btn-block" onClick={verify} data-testid="notice-verify">
          {t('reality.verify')}
        </button>
        <button type="button" className="ui-btn ui-btn-quiet ui-btn-block" onClick={finish} data-testid="notice-later">
          {t('reality.later')}
        </button>
      </div>
    </ToolsFrame>
  );
}

type Grant = 'idle' | 'asking' | 'granted' | 'refused';

/** /h5/auth_alert: why the app needs the camera and microphone; asks the app for both. */
function AuthNotice() {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation('common');
  const [grant, setGrant] = useState<Grant>('idle');
  const ask = async () => {
    setGrant('asking');
    const camera = await requestPermission('camera');
    const microphone = camera && (await requestPermission('microphone'));
    setGrant(camera && microphone ? 'granted' : 'refused');
  };
  return (
    <ToolsFrame testId="notice-page" title={t('auth.barTitle')}>
      <section className="tl-hero" data-testid="notice-auth">
        <span className="tl-hero-icon">
          <Camera />
        </span>
        <h2>{t('auth.title')}</h2>
        <p>{t('auth.lead')}</p>
      </section>
      <Card>
        <List className="tl-scam">
          {(['camera', 'microphone'] as const).map((k) => (
            <ListRow key={k} title={t(`auth.${k}.title`)} subs={[t(`auth.${k}.text`)]} />
          ))}
        </List>
        <p className="tl-p tl-muted tl-small" style={{ marginTop: 6 }}>
          {t('auth.settings')}
        </p>
      </Card>
      {grant === 'refused' ? (
        <p className="tl-p tl-error tl-center" role="alert" data-testid="notice-refused">
          {tc('bridge.permissionDenied')}
        </p>
      ) : grant === 'granted' ? (
        <p className="tl-p tl-ok tl-center" role="status" data-testid="notice-granted">
          {t('auth.granted')}
        </p>
      ) : null}
      <div className="tl-actions">
        {grant === 'granted' ? (
          <button type="button" className="ui-btn ui-btn-block" onClick={finish} data-testid="notice-done">
            {t('auth.done')}
          </button>
        ) : (
          <button
            type="button"
            className="ui-btn ui-btn-block"
            disabled={grant === 'asking'}
            onClick={() => void ask()}
            data-testid="notice-authorise"
          >
            {grant === 'refused' ? t('auth.retry') : t('auth.allow')}
          </button>
        )}
        <button type="button" className="ui-btn ui-btn-quiet ui-btn-block" onClick={finish}>
          {t('auth.notNow')}
        </button>
      </div>
    </ToolsFrame>
  );
}

/** One module for three notices, told apart by the route's name (app/routes/tables.ts). */
export default function NoticePage() {
  const { name } = useRouteHandle();
  if (name === 'about_defend') return <DefendNotice />;
  if (name === 'reality_alert') return <RealityNotice />;
  if (name === 'auth_alert') return <AuthNotice />;
  return <NotFound />;
}
