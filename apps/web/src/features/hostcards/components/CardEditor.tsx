import { HOST_CARD_TAGS, type HostCardTag, LIMITS, type THostCardMine } from '@app/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { ApiError } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { saveCard, uploadPhoto, uploadVoice } from '../api';
import { VoicePlayer } from './CardView';

type Photo = { key: string; url: string };
type Voice = { key: string; url: string; duration_ms: number };

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

/** The host's editor: photos (add, remove, first is the cover), voice intro, tags, intro text; saved as a whole. */
export function CardEditor({
  mine,
  onSaved,
  onCancel,
}: {
  mine: THostCardMine;
  onSaved: (next: THostCardMine) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('hostcard');
  const card = mine.card;
  const [photos, setPhotos] = useState<Photo[]>(card?.photos ?? []);
  const [voice, setVoice] = useState<Voice | null>(card?.voice ?? null);
  const [tags, setTags] = useState<HostCardTag[]>(card?.tags ?? []);
  const [intro, setIntro] = useState(card?.intro ?? '');
  const [busy, setBusy] = useState<'photo' | 'voice' | 'save' | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const voiceInput = useRef<HTMLInputElement>(null);

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy('photo');
    try {
      for (const f of [...files].slice(0, LIMITS.hostCardPhotosMax - photos.length)) {
        const p = await uploadPhoto(f);
        setPhotos((cur) => (cur.some((c) => c.key === p.key) ? cur : [...cur, { key: p.key, url: p.url }]));
      }
    } catch (err) {
      showToast(messageOf(err, t('uploadFailed')));
    } finally {
      setBusy(null);
      if (photoInput.current) photoInput.current.value = '';
    }
  };
  const addVoice = async (files: FileList | null) => {
    const f = files?.[0];
    if (!f) return;
    setBusy('voice');
    try {
      const v = await uploadVoice(f);
      setVoice({ key: v.key, url: v.url, duration_ms: v.duration_ms });
    } catch (err) {
      showToast(messageOf(err, t('uploadFailed')));
    } finally {
      setBusy(null);
      if (voiceInput.current) voiceInput.current.value = '';
    }
  };
  const toggleTag = (tag: HostCardTag) =>
    setTags((cur) => (cur.includes(tag) ? cur.filter((x) => x !== tag) : cur.length >= LIMITS.hostCardTagsMax ? cur : [...cur, tag]));
  const save = async () => {
    setBusy('save');
    try {
      const next = await saveCard({ intro: intro.trim(), tags, photos: photos.map((p) => p.key), voice: voice?.key ?? null });
      showToast(t('saved'));
      onSaved(next);
    } catch (err) {
      showToast(messageOf(err, t('saveFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="hc-editor" data-testid="hostcard-editor">
      <section className="hc-edit-section">
        <div className="hc-edit-head">
          <h2 className="hc-h2">{t('edit.photos')}</h2>
          <span className="hc-edit-hint">{t('edit.photosHint', { max: LIMITS.hostCardPhotosMax })}</span>
        </div>
        <ul className="hc-photo-grid">
          {photos.map((p, i) => (
            <li key={p.key} className="hc-photo-cell">
              <img src={p.url} alt="" />
              {i === 0 ? <span className="hc-cover">{t('edit.cover')}</span> : null}
              <button
                type="button"
                className="hc-remove"
                aria-label={t('edit.removePhoto', { n: i + 1 })}
                onClick={() => setPhotos((cur) => cur.filter((x) => x.key !== p.key))}
              >
                ×
              </button>
            </li>
          ))}
          {photos.length < LIMITS.hostCardPhotosMax ? (
            <li className="hc-photo-cell hc-add">
              <label>
                <input
                  ref={photoInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  disabled={busy !== null}
                  onChange={(e) => void addPhotos(e.target.files)}
                  data-testid="hostcard-photo-input"
                />
                <span aria-hidden="true">{busy === 'photo' ? '…' : '+'}</span>
                <small>{t('edit.addPhoto')}</small>
              </label>
            </li>
          ) : null}
        </ul>
      </section>

      <section className="hc-edit-section">
        <div className="hc-edit-head">
          <h2 className="hc-h2">{t('voiceIntro')}</h2>
          <span className="hc-edit-hint">
            {t('edit.voiceHint', { min: LIMITS.hostCardVoiceSecondsMin, max: LIMITS.hostCardVoiceSecondsMax })}
          </span>
        </div>
        {voice ? (
          <div className="hc-voice-row">
            <VoicePlayer voice={voice} />
            <button type="button" className="hc-link-btn" onClick={() => setVoice(null)}>
              {t('edit.removeVoice')}
            </button>
          </div>
        ) : null}
        <label className="hc-upload-btn">
          <input
            ref={voiceInput}
            type="file"
            accept="audio/*"
            disabled={busy !== null}
            onChange={(e) => void addVoice(e.target.files)}
            data-testid="hostcard-voice-input"
          />
          {busy === 'voice' ? t('edit.uploading') : voice ? t('edit.replaceVoice') : t('edit.addVoice')}
        </label>
      </section>

      <section className="hc-edit-section">
        <div className="hc-edit-head">
          <h2 className="hc-h2">{t('tagsLabel')}</h2>
          <span className="hc-edit-hint">
            {tags.length}/{LIMITS.hostCardTagsMax}
          </span>
        </div>
        <fieldset className="hc-tag-picker" aria-label={t('tagsLabel')}>
          {HOST_CARD_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className={`hc-tag hc-tag-option${tags.includes(tag) ? ' is-on' : ''}`}
              aria-pressed={tags.includes(tag)}
              disabled={!tags.includes(tag) && tags.length >= LIMITS.hostCardTagsMax}
              onClick={() => toggleTag(tag)}
              data-testid={`hostcard-tag-${tag}`}
            >
              {t(`tags.${tag}`)}
            </button>
          ))}
        </fieldset>
      </section>

      <section className="hc-edit-section">
        <h2 className="hc-h2">{t('about')}</h2>
        <CountedTextArea
          className="hc-textarea"
          value={intro}
          maxLength={LIMITS.hostCardIntroMax}
          rows={4}
          placeholder={t('edit.introPlaceholder')}
          onChange={(e) => setIntro(e.target.value)}
          data-testid="hostcard-intro-input"
        />
      </section>

      <div className="hc-edit-actions">
        {onCancel ? (
          <button type="button" className="hc-btn hc-btn-ghost" onClick={onCancel} disabled={busy !== null}>
            {t('edit.cancel')}
          </button>
        ) : null}
        <button
          type="button"
          className="hc-btn hc-btn-primary"
          onClick={() => void save()}
          disabled={busy !== null}
          data-testid="hostcard-save"
        >
          {busy === 'save' ? t('edit.saving') : t('edit.save')}
        </button>
      </div>
    </div>
  );
}
