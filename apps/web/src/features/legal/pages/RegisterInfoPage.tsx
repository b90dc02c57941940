import '../legal.css';
import { isMinor, LIMITS, normalizeLocale, PHONE_PATTERN, REGISTER_INFO_CONTACTS, type TRegisterInfo } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBar } from '../../../components/PageBar';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAppName } from '../../../lib/app-name';
import { currentLocale } from '../../../lib/i18n';
import { getUserToken } from '../../../lib/session';
import { useRequest } from '../../../lib/use-request';
import { fetchLegalDocument, fetchMyRegisterInfo, submitRegisterInfo } from '../api/documents';

type Form = {
  real_name: string;
  birth_date: string;
  phone: string;
  contact_kind: (typeof REGISTER_INFO_CONTACTS)[number];
  contact_id: string;
  area: string;
  guild: string;
  experience: string;
};
const EMPTY: Form = { real_name: '', birth_date: '', phone: '', contact_kind: 'line', contact_id: '', area: '', guild: '', experience: '' };
const TEXT_FIELDS = [
  { name: 'real_name', max: LIMITS.registerInfoNameMax, auto: 'name' },
  { name: 'birth_date', type: 'date', auto: 'bday' },
  { name: 'phone', type: 'tel', auto: 'tel', max: 20 },
  { name: 'contact_id', max: LIMITS.registerInfoContactMax },
  { name: 'area', max: LIMITS.registerInfoAreaMax, auto: 'address-level1' },
  { name: 'guild', max: LIMITS.registerInfoGuildMax, optional: true },
] as const;

const fromInfo = (i: TRegisterInfo): Form => ({
  real_name: i.real_name,
  birth_date: i.birth_date,
  phone: i.phone,
  contact_kind: i.contact_kind,
  contact_id: i.contact_id,
  area: i.area,
  guild: i.guild,
  experience: i.experience,
});

/** The submitted table, read-only, with a way to correct it (a correction is a new submission). */
function Submitted({ info, onEdit }: { info: TRegisterInfo; onEdit: () => void }) {
  const { t, i18n } = useTranslation('legal');
  const rows: Array<[string, string]> = [
    [t('ri.real_name'), info.real_name],
    [t('ri.birth_date'), info.birth_date],
    [t('ri.phone'), info.phone],
    [t('ri.contact'), `${t(`ri.contactKinds.${info.contact_kind}`)} · ${info.contact_id}`],
    [t('ri.area'), info.area],
    [t('ri.guild'), info.guild || '—'],
    [t('ri.experience'), info.experience || '—'],
  ];
  return (
    <section className="legal-card" data-testid="ri-submitted">
      <p className="legal-consent-done" role="status">
        {t('ri.submittedAt', { date: new Date(info.submitted_at).toLocaleString(i18n.language), version: info.version })}
      </p>
      <dl className="legal-dl">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="legal-btn legal-btn-ghost" onClick={onEdit} data-testid="ri-edit">
        {t('ri.edit')}
      </button>
    </section>
  );
}

function RegisterForm({ version, initial, onDone }: { version: number; initial: Form; onDone: (info: TRegisterInfo) => void }) {
  const { t } = useTranslation('legal');
  const [form, setForm] = useState<Form>(initial);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const submit = { isPending: sending.pending, isError: sending.error !== null, error: sending.error };
  // editing a field clears its message; the next submit checks again
  const clear = (name: string) =>
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  const set = (name: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    clear(name);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // the server checks all of this again (and more); here it only saves a round trip
    const v = {
      ...form,
      real_name: form.real_name.trim(),
      phone: form.phone.trim(),
      contact_id: form.contact_id.trim(),
      area: form.area.trim(),
      guild: form.guild.trim(),
      experience: form.experience.trim(),
    };
    const next: Record<string, string> = {};
    for (const name of ['real_name', 'contact_id', 'area'] as const) if (!v[name]) next[name] = t('ri.invalid');
    if (!PHONE_PATTERN.test(v.phone)) next.phone = t('ri.invalid');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.birth_date)) next.birth_date = t('ri.invalid');
    else if (isMinor(v.birth_date, new Date())) next.birth_date = t('ri.adultsOnly');
    if (!agreed) next.agree = t('ri.mustAgree');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSending({ pending: true, error: null });
    submitRegisterInfo({ ...v, version }).then(
      (info) => {
        setSending({ pending: false, error: null });
        onDone(info);
      },
      (error: unknown) => setSending({ pending: false, error }),
    );
  };

  return (
    <form className="legal-card legal-form" onSubmit={onSubmit} noValidate data-testid="ri-form">
      {TEXT_FIELDS.map((f) => (
        <label key={f.name} className="legal-field">
          <span>
            {t(`ri.${f.name}`)}
            {'optional' in f ? <em className="legal-muted"> {t('ri.optional')}</em> : null}
          </span>
          <input
            name={f.name}
            type={'type' in f ? f.type : 'text'}
            value={form[f.name]}
            maxLength={'max' in f ? f.max : undefined}
            autoComplete={'auto' in f ? f.auto : 'off'}
            aria-invalid={errors[f.name] ? true : undefined}
            onChange={(e) => set(f.name, e.currentTarget.value)}
            data-testid={`ri-${f.name}`}
          />
          {errors[f.name] ? <small className="legal-error">{errors[f.name]}</small> : null}
        </label>
      ))}
      <label className="legal-field">
        <span>{t('ri.contact_kind')}</span>
        <select
          name="contact_kind"
          value={form.contact_kind}
          onChange={(e) => set('contact_kind', e.currentTarget.value)}
          data-testid="ri-contact_kind"
        >
          {REGISTER_INFO_CONTACTS.map((k) => (
            <option key={k} value={k}>
              {t(`ri.contactKinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="legal-field">
        <span>
          {t('ri.experience')} <em className="legal-muted">{t('ri.optional')}</em>
        </span>
        <textarea
          name="experience"
          rows={3}
          value={form.experience}
          maxLength={LIMITS.registerInfoExperienceMax}
          onChange={(e) => set('experience', e.currentTarget.value)}
          data-testid="ri-experience"
        />
      </label>
      <label className="legal-check">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            clear('agree');
          }}
          data-testid="ri-agree"
        />
        <span>{t('ri.agree', { version })}</span>
      </label>
      {errors.agree ? <small className="legal-error">{errors.agree}</small> : null}
      {submit.isError ? (
        <p className="legal-error" role="alert">
          {submit.error instanceof Error && submit.error.message ? submit.error.message : t('ri.failed')}
        </p>
      ) : null}
      <button type="submit" className="legal-btn" disabled={submit.isPending} data-testid="ri-submit">
        {submit.isPending ? t('accepting') : t('ri.submit')}
      </button>
    </form>
  );
}

function RegisterInfoScreen() {
  const { t, ready } = useTranslation('legal');
  const brand = useAppName();
  const lang = normalizeLocale(useParams().lang) ?? currentLocale();
  const signedIn = Boolean(getUserToken());
  const doc = useRequest(`register_info|${brand}|${lang}|${signedIn}`, () => fetchLegalDocument('register_info', brand, lang));
  const mine = useRequest(signedIn ? 'mine' : null, fetchMyRegisterInfo);
  const [editing, setEditing] = useState(false);
  if (!ready) return <div className="legal-page" aria-busy="true" />;
  const d = doc.data;
  const info = mine.data?.info ?? null;
  return (
    <div className="legal-page ui-light ui-scope" data-testid="register-info-page">
      <PageBar title={d?.title ?? t('ri.title')} />
      <main className="legal-content">
        {!d ? (
          <div aria-busy="true">
            <Skeleton className="legal-skeleton-title" />
            <Skeleton card className="legal-skeleton" />
          </div>
        ) : (
          <>
            <h2 className="legal-title">{d.title}</h2>
            <p className="legal-meta">{t('version', { version: d.version, date: d.effective_date })}</p>
            <details className="legal-terms">
              <summary>{t('ri.readTerms')}</summary>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's markdown-it output (html: false) */}
              <div className="legal-body" dangerouslySetInnerHTML={{ __html: d.html }} />
            </details>
            {!signedIn ? (
              <SignInPrompt text={t('ri.signIn')} action={t('signIn')} className="legal-consent legal-sign-in" testId="legal-sign-in" />
            ) : mine.isPending ? (
              <Skeleton card className="legal-skeleton" />
            ) : info && !editing ? (
              <Submitted info={info} onEdit={() => setEditing(true)} />
            ) : (
              <RegisterForm
                version={d.version}
                initial={info ? fromInfo(info) : EMPTY}
                onDone={(saved) => {
                  mine.setData(() => ({ info: saved }));
                  setEditing(false);
                }}
              />
            )}
          </>
        )}
      </main>
    </div>
  );
}

export default function RegisterInfoPage() {
  return <RegisterInfoScreen />;
}
