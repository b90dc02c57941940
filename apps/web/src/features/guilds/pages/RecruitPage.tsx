import '../../../components/ui/page.css';
import '../guilds.css';
import { HOST_RULES, type TGuildMembership, type TRecruitInfo } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PrimaryButton, TextField } from '../../../components/form';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { NoticeCard } from '../../../components/ui/StateCard';
import { formatNumber } from '../../../lib/format';
import { QueryProvider } from '../../../lib/query';
import { useApply, useMembershipAction, useRecruit } from '../api';
import { formatDay, percent } from '../lib';

function Hero({ info }: { info: TRecruitInfo | undefined }) {
  const { t } = useTranslation('guilds');
  return (
    <section className="guilds-hero">
      <h1>{t('recruit.title')}</h1>
      <p>{t('recruit.subtitle')}</p>
      <div className="guilds-badges">
        <span className="guilds-badge">{t('recruit.badge.term', { count: info?.term_years ?? 1 })}</span>
        <span className="guilds-badge">{t('recruit.badge.notice', { count: info?.notice_days ?? 30 })}</span>
        <span className="guilds-badge">{t('recruit.badge.support')}</span>
      </div>
    </section>
  );
}

function Perks() {
  const { t } = useTranslation('guilds');
  const perks = ['traffic', 'coach', 'settle', 'safety'] as const;
  return (
    <Card title={t('recruit.why')}>
      <ul className="guilds-perks">
        {perks.map((p) => (
          <li key={p} className="guilds-perk">
            <b>{t(`recruit.perk.${p}.title`)}</b>
            <span>{t(`recruit.perk.${p}.body`)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Income() {
  const { t, i18n } = useTranslation('guilds');
  const n = (v: number) => formatNumber(v, i18n.language);
  const R = HOST_RULES;
  const rows = [
    ['video', t('recruit.rate.perMinute', { points: n(R.videoPointsPerMinute) })],
    ['voice', t('recruit.rate.perMinute', { points: n(R.voicePointsPerMinute) })],
    ['newUser', t('recruit.rate.points', { points: n(R.newUserCallPoints) })],
    ['reply', t('recruit.rate.points', { points: n(R.replyPoints) })],
    ['weekly', t('recruit.rate.points', { points: n(R.memberPoints.weekly) })],
    ['monthly', t('recruit.rate.points', { points: n(R.memberPoints.monthly) })],
  ] as const;
  return (
    <Card title={t('recruit.income')}>
      <dl className="guilds-rates">
        {rows.map(([k, v]) => (
          <div key={k} className="guilds-rate">
            <dt>{t(`recruit.rate.${k}`, { minutes: R.newUserCallSeconds / 60, replyMinutes: R.replyWithinSeconds / 60 })}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="guilds-muted">{t('recruit.incomeNote')}</p>
    </Card>
  );
}

function Status({ m }: { m: TGuildMembership }) {
  const { t, i18n } = useTranslation('guilds');
  const leave = useMembershipAction('leave');
  const cancel = useMembershipAction('cancel');
  const [confirm, setConfirm] = useState(false);
  const day = (iso: string | null) => formatDay(iso, i18n.language);
  return (
    <Card testId="guild-status" data-state={m.state}>
      <div className="guilds-status-head">
        <h2 className="ui-card-title" style={{ margin: 0 }}>
          {t('status.title')}
        </h2>
        <span className="guilds-chip" data-state={m.state} data-testid="guild-state">
          {t(`state.${m.state}`)}
        </span>
      </div>
      <div className="guilds-guild" style={{ marginBottom: 12 }}>
        <span className="guilds-guild-mark">{m.guild.name.slice(0, 1)}</span>
        <div>
          <b>{m.guild.name}</b>
          <span>
            {m.guild.agency_name} · {t('guild.code', { code: m.guild.code })}
          </span>
        </div>
      </div>
      <dl className="guilds-facts">
        <dt>{t('status.applied')}</dt>
        <dd>{day(m.applied_at)}</dd>
        {m.approved_at ? (
          <>
            <dt>{t('status.joined')}</dt>
            <dd>{day(m.approved_at)}</dd>
            <dt>{t('status.termEnds')}</dt>
            <dd data-testid="guild-term-end">{day(m.term_ends_at)}</dd>
          </>
        ) : null}
        {m.leave_effective_at ? (
          <>
            <dt>{t('status.leaves')}</dt>
            <dd data-testid="guild-leave-date">{day(m.leave_effective_at)}</dd>
          </>
        ) : null}
      </dl>
      {m.state === 'pending' ? <p className="guilds-muted">{t('status.pendingHint')}</p> : null}
      {m.state === 'leaving' ? <p className="guilds-muted">{t('status.leavingHint', { date: day(m.leave_effective_at) })}</p> : null}
      {m.state === 'pending' ? (
        <div style={{ marginTop: 12 }}>
          <PrimaryButton variant="plain" busy={cancel.isPending} onClick={() => cancel.mutate()} testId="guild-cancel">
            {t('status.cancel')}
          </PrimaryButton>
        </div>
      ) : null}
      {m.state === 'active' ? (
        <div style={{ marginTop: 12 }}>
          {confirm ? (
            <>
              <p className="guilds-muted" style={{ marginBottom: 10 }}>
                {t('status.leaveConfirm', { days: 30 })}
              </p>
              <div className="guilds-actions">
                <PrimaryButton variant="plain" onClick={() => setConfirm(false)}>
                  {t('common.back')}
                </PrimaryButton>
                <PrimaryButton busy={leave.isPending} onClick={() => leave.mutate()} testId="guild-leave-confirm">
                  {t('status.leaveSubmit')}
                </PrimaryButton>
              </div>
            </>
          ) : (
            <PrimaryButton variant="plain" onClick={() => setConfirm(true)} testId="guild-leave">
              {t('status.leave')}
            </PrimaryButton>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function ApplyForm({ info, code, setCode }: { info: TRecruitInfo; code: string; setCode: (c: string) => void }) {
  const { t } = useTranslation('guilds');
  const apply = useApply();
  const [agreed, setAgreed] = useState({ anchor_union_agreement: false, promise: false });
  const [typed, setTyped] = useState(code);
  const docs = info.documents;
  const guild = info.guild && info.guild.code === code.toUpperCase() ? info.guild : null;
  const ready = Boolean(guild) && agreed.anchor_union_agreement && agreed.promise;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!guild) {
      setCode(typed.trim().toUpperCase());
      return;
    }
    const v = (slug: string) => docs.find((d) => d.slug === slug)?.version ?? 0;
    apply.mutate({ code: guild.code, agreement_version: v('anchor_union_agreement'), promise_version: v('promise') });
  };
  return (
    <Card title={t('apply.title')} testId="guild-apply">
      <form className="guilds-form" onSubmit={submit}>
        <TextField
          label={t('apply.code')}
          placeholder={t('apply.codePlaceholder')}
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => setCode(typed.trim().toUpperCase())}
          help={t('apply.codeHelp')}
          error={code && !info.guild ? t('apply.notFound') : null}
          data-testid="guild-code"
        />
        {guild ? (
          <div className="guilds-guild" data-testid="guild-found">
            <span className="guilds-guild-mark">{guild.name.slice(0, 1)}</span>
            <div>
              <b>{guild.name}</b>
              <span>
                {guild.agency_name} · {t('guild.members', { count: guild.members })} ·{' '}
                {t('guild.share', { share: percent(guild.share_bp) })}
              </span>
            </div>
          </div>
        ) : null}
        {docs.map((d) => (
          <label key={d.slug} className="guilds-consent">
            <input
              type="checkbox"
              checked={agreed[d.slug]}
              onChange={(e) => setAgreed((a) => ({ ...a, [d.slug]: e.target.checked }))}
              data-testid={`guild-consent-${d.slug}`}
            />
            <span>
              {t('apply.consent', { title: d.title, version: d.version })}{' '}
              <Link to={`/h5/${d.slug}`} data-testid={`guild-doc-${d.slug}`}>
                {t('apply.read')}
              </Link>
            </span>
          </label>
        ))}
        {guild ? (
          <PrimaryButton type="submit" busy={apply.isPending} disabled={!ready} testId="guild-submit">
            {t('apply.submit')}
          </PrimaryButton>
        ) : (
          <PrimaryButton type="submit" disabled={!typed.trim()} testId="guild-lookup">
            {t('apply.lookup')}
          </PrimaryButton>
        )}
        <p className="guilds-muted">{t('apply.note', { years: info.term_years, days: info.notice_days })}</p>
      </form>
    </Card>
  );
}

function RecruitScreen() {
  const { t } = useTranslation('guilds');
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const setCode = (c: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (c) next.set('code', c);
        else next.delete('code');
        return next;
      },
      { replace: true },
    );
  const q = useRecruit(code);
  const info = q.data;
  const m = info?.membership;
  const holding = m && (m.state === 'pending' || m.state === 'active' || m.state === 'leaving');
  return (
    <div
      className="guilds-page ui-light ui-light-page ui-scope"
      data-testid="guild-recruit"
      data-state={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
    >
      <PageBar />
      <main className="ui-page-column">
        <Hero info={info} />
        {q.isPending ? (
          <Skeleton style={{ height: 180, borderRadius: 20 }} />
        ) : q.isError || !info ? (
          <NoticeCard icon="!" title={t('error.title')} body={t('error.body')} testId="guild-error">
            <button type="button" className="ui-btn ui-btn-ghost" onClick={() => void q.refetch()}>
              {t('error.retry')}
            </button>
          </NoticeCard>
        ) : (
          <>
            {m && (holding || m.state === 'rejected') ? <Status m={m} /> : null}
            {!info.signed_in ? (
              <SignInPrompt
                text={t('signedOut')}
                action={t('signIn')}
                className="ui-card ui-notice"
                textClassName="ui-notice-title"
                linkClassName="ui-btn"
                testId="guild-signin"
              />
            ) : !info.is_host ? (
              <NoticeCard icon="♀" title={t('notHost.title')} body={t('notHost.body')} testId="guild-not-host" />
            ) : holding ? null : (
              <ApplyForm key={code} info={info} code={code} setCode={setCode} />
            )}
          </>
        )}
        <Perks />
        <Income />
        <Card title={t('rules.title')}>
          <RulesBlock
            items={(['term', 'notice', 'one', 'consent', 'share'] as const).map((k) => ({
              key: k,
              text: t(`rules.${k}`, { years: 1, days: 30 }),
            }))}
          />
        </Card>
      </main>
    </div>
  );
}

/** Host recruitment (`/h5/page_recruit`, `/h5/japan/recruit`): why join, income, apply with consent, her status. */
export default function RecruitPage() {
  return (
    <QueryProvider>
      <RecruitScreen />
    </QueryProvider>
  );
}
