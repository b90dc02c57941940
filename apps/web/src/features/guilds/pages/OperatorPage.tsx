import '../../../components/ui/page.css';
import '../guilds.css';
import type { TAgencyApplication } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Field, PrimaryButton, TextField } from '../../../components/form';
import { PageBar } from '../../../components/PageBar';
import { Card } from '../../../components/ui/Card';
import { RulesBlock } from '../../../components/ui/RulesBlock';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { QueryProvider } from '../../../lib/query';
import { useRouteHandle } from '../../../lib/route-handle';
import { getUserToken } from '../../../lib/session';
import { useApplyAgency, useMyApplications } from '../api';
import { formatDay } from '../lib';

type Kind = 'community' | 'advanced';

function Applied({ a }: { a: TAgencyApplication }) {
  const { t, i18n } = useTranslation('guilds');
  return (
    <Card testId="operator-status" data-state={a.status}>
      <div className="guilds-status-head">
        <h2 className="ui-card-title" style={{ margin: 0 }}>
          {t('operator.statusTitle')}
        </h2>
        <span className="guilds-chip" data-state={a.status} data-testid="operator-state">
          {t(`operator.state.${a.status}`)}
        </span>
      </div>
      <dl className="guilds-facts">
        <dt>{t('operator.name')}</dt>
        <dd>{a.name}</dd>
        <dt>{t('operator.contact')}</dt>
        <dd>{a.contact}</dd>
        <dt>{t('status.applied')}</dt>
        <dd>{formatDay(a.created_at, i18n.language)}</dd>
      </dl>
      <p className="guilds-muted">{t(`operator.hint.${a.status}`)}</p>
    </Card>
  );
}

function ApplyForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation('guilds');
  const [params] = useSearchParams();
  const apply = useApplyAgency();
  const [form, setForm] = useState({
    name: '',
    contact: '',
    hosts: '',
    message: '',
    invite: params.get('agent') ?? params.get('code') ?? '',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate({
      kind,
      name: form.name.trim(),
      contact: form.contact.trim(),
      message: form.message.trim(),
      hosts: Math.max(0, Math.floor(Number(form.hosts) || 0)),
      ...(form.invite.trim() && { invite_code: form.invite.trim() }),
    });
  };
  const ok = form.name.trim().length > 0 && form.contact.trim().length >= 3;
  return (
    <Card title={t(`operator.${kind}.formTitle`)} testId="operator-form">
      <form className="guilds-form" onSubmit={submit}>
        <TextField label={t('operator.name')} value={form.name} maxLength={60} onChange={set('name')} data-testid="operator-name" />
        <TextField
          label={t('operator.contact')}
          placeholder={t('operator.contactPlaceholder')}
          value={form.contact}
          maxLength={120}
          onChange={set('contact')}
          data-testid="operator-contact"
        />
        <TextField label={t('operator.hosts')} inputMode="numeric" value={form.hosts} onChange={set('hosts')} />
        {kind === 'community' ? (
          <TextField label={t('operator.invite')} help={t('operator.inviteHelp')} value={form.invite} onChange={set('invite')} />
        ) : null}
        <Field label={t('operator.message')}>
          <textarea className="ui-input guilds-textarea" maxLength={500} value={form.message} onChange={set('message')} />
        </Field>
        <PrimaryButton type="submit" busy={apply.isPending} disabled={!ok} testId="operator-submit">
          {t('operator.submit')}
        </PrimaryButton>
      </form>
    </Card>
  );
}

function OperatorScreen() {
  const { t } = useTranslation('guilds');
  const kind: Kind = useRouteHandle().name === 'advanced_community' ? 'advanced' : 'community';
  const mine = useMyApplications();
  const signedIn = Boolean(getUserToken());
  const latest = mine.data?.items.find((a) => a.kind === kind);
  const perks = ['one', 'two', 'three', 'four'] as const;
  return (
    <div className="guilds-page ui-light ui-light-page ui-scope" data-testid="operator-page" data-kind={kind}>
      <PageBar />
      <main className="ui-page-column">
        <section className="guilds-hero">
          <h1>{t(`operator.${kind}.title`)}</h1>
          <p>{t(`operator.${kind}.subtitle`)}</p>
          {kind === 'advanced' && mine.data?.agency_tier === 'advanced' ? (
            <div className="guilds-badges">
              <span className="guilds-badge">{t('operator.advanced.already')}</span>
            </div>
          ) : null}
        </section>
        <Card title={t('operator.benefits')}>
          <ul className="guilds-perks">
            {perks.map((p) => (
              <li key={p} className="guilds-perk">
                <b>{t(`operator.${kind}.perk.${p}.title`)}</b>
                <span>{t(`operator.${kind}.perk.${p}.body`)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('operator.conditions')}>
          <RulesBlock items={(['one', 'two', 'three'] as const).map((k) => ({ key: k, text: t(`operator.${kind}.condition.${k}`) }))} />
        </Card>
        {!signedIn ? (
          <SignInPrompt
            text={t('operator.signedOut')}
            action={t('signIn')}
            className="ui-card ui-notice"
            textClassName="ui-notice-title"
            linkClassName="ui-btn"
          />
        ) : mine.isPending ? null : latest && latest.status !== 'rejected' ? (
          <Applied a={latest} />
        ) : (
          <>
            {latest ? <Applied a={latest} /> : null}
            <ApplyForm kind={kind} />
          </>
        )}
        <Card title={t('operator.process')}>
          <RulesBlock
            marker="decimal"
            items={(['apply', 'review', 'account', 'start'] as const).map((k) => ({ key: k, text: t(`operator.step.${k}`) }))}
          />
        </Card>
      </main>
    </div>
  );
}

/** Guild operators (`/h5/japan/community_recruit`) and advanced agency partners (`/h5/japan/advanced_community`): benefits, conditions, apply, status. */
export default function OperatorPage() {
  return (
    <QueryProvider>
      <OperatorScreen />
    </QueryProvider>
  );
}
