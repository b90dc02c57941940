import '../../../components/ui/button.css';
import { SUPPORT_API, type TSupportUploaded } from '@app/shared';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError, apiCall } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';
import { KeyValue, ToolsFrame } from '../components/ToolsFrame';
import { encodeForUpload } from '../lib/encode';
import {
  checkDimensions,
  checkFile,
  formatBytes,
  type ImageProblem,
  UPLOAD_MAX_BYTES,
  UPLOAD_SIDE_MAX,
  UPLOAD_SIDE_MIN,
  UPLOAD_TYPES,
} from '../lib/image-check';

interface Picked {
  file: File;
  url: string;
  width: number;
  height: number;
}

type Mode = 'jpeg' | 'original';
const MODES: readonly Mode[] = ['jpeg', 'original'];

function ImageIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9" cy="10" r="1.8" fill="currentColor" />
      <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * /h5/upload: picks an image, checks its type, size and dimensions here, previews it, and sends it
 * through the customer-service image upload (SUPPORT_API.upload) — downscaled to JPEG as customer
 * service sends it, or as the original bytes — then shows the server's answer or its refusal.
 */
export default function UploadPage() {
  const { t } = useTranslation('tools');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [mode, setMode] = useState<Mode>('jpeg');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<(TSupportUploaded & { sent: number }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  if (!getUserToken())
    return (
      <ToolsFrame testId="upload-page">
        <SignInPrompt text={t('upload.signIn')} action={t('common.signIn')} className="tl-sign-in" testId="upload-sign-in" />
      </ToolsFrame>
    );

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setAnswer(null);
    setFailure(null);
    setPicked(null);
    if (!file) return;
    const early = checkFile(file);
    if (early) {
      setProblem(early);
      return;
    }
    try {
      const bitmap = await createImageBitmap(file);
      const { width, height } = bitmap;
      bitmap.close();
      const dims = checkDimensions(width, height);
      setProblem(dims);
      if (!dims) setPicked({ file, url: URL.createObjectURL(file), width, height });
    } catch {
      setProblem('type');
    }
  };

  const send = async () => {
    if (!picked) return;
    setBusy(true);
    setAnswer(null);
    setFailure(null);
    try {
      const { data, bytes } = await encodeForUpload(picked.file, mode);
      const up = await apiCall(SUPPORT_API.upload, { data }, { silent: true });
      setAnswer({ ...up, sent: bytes });
    } catch (err) {
      setFailure(err instanceof ApiError ? `${err.message} (${err.code})` : t('upload.encodeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolsFrame testId="upload-page">
      <Card>
        <label className="tl-drop" data-testid="upload-drop">
          <ImageIcon />
          <strong style={{ color: 'var(--ui-ink)' }}>{picked ? t('upload.pickAnother') : t('upload.pick')}</strong>
          <span className="tl-small">
            {t('upload.rules', { max: formatBytes(UPLOAD_MAX_BYTES), min: UPLOAD_SIDE_MIN, side: UPLOAD_SIDE_MAX })}
          </span>
          <input type="file" accept={UPLOAD_TYPES.join(',')} onChange={(e) => void onPick(e)} data-testid="upload-input" />
        </label>
        {problem ? (
          <p className="tl-p tl-error" role="alert" data-testid="upload-problem" data-problem={problem} style={{ marginTop: 10 }}>
            {t(`upload.problems.${problem}`, { max: formatBytes(UPLOAD_MAX_BYTES), min: UPLOAD_SIDE_MIN, side: UPLOAD_SIDE_MAX })}
          </p>
        ) : null}
      </Card>

      {picked ? (
        <Card title={t('upload.previewTitle')} testId="upload-preview">
          <img className="tl-preview" src={picked.url} alt={picked.file.name} />
          <dl className="tl-dl" style={{ marginTop: 8 }}>
            <KeyValue label={t('upload.fileName')} value={picked.file.name} />
            <KeyValue label={t('upload.fileType')} value={picked.file.type} />
            <KeyValue label={t('upload.fileSize')} value={formatBytes(picked.file.size)} />
            <KeyValue label={t('upload.dimensions')} value={`${picked.width} × ${picked.height}`} />
          </dl>
          <div className="tl-field" style={{ marginTop: 12 }}>
            <span className="tl-label">{t('upload.modeLabel')}</span>
            <ChipGroup label={t('upload.modeLabel')} options={MODES} value={mode} onChange={setMode} testId={(m) => `upload-mode-${m}`}>
              {(m) => t(`upload.modes.${m}`)}
            </ChipGroup>
            <span className="tl-muted tl-small">{t(`upload.modeHints.${mode}`)}</span>
          </div>
          <button type="button" className="ui-btn ui-btn-block" disabled={busy} onClick={() => void send()} data-testid="upload-send">
            {busy ? <Spinner /> : null}
            {busy ? t('upload.sending') : t('upload.send')}
          </button>
        </Card>
      ) : null}

      {answer ? (
        <Card title={t('upload.answerTitle')} testId="upload-answer">
          <dl className="tl-dl">
            <KeyValue label={t('upload.key')} value={<span className="tl-mono">{answer.key}</span>} testId="upload-key" />
            <KeyValue label={t('upload.fileType')} value={answer.mime} />
            <KeyValue label={t('upload.sent')} value={formatBytes(answer.sent)} />
            <KeyValue label={t('upload.stored')} value={formatBytes(answer.bytes)} />
            <KeyValue label={t('upload.dimensions')} value={`${answer.width} × ${answer.height}`} testId="upload-dimensions" />
          </dl>
          <img className="tl-preview" src={answer.url} alt={answer.key} style={{ marginTop: 8 }} />
        </Card>
      ) : null}
      {failure ? (
        <Card testId="upload-failure">
          <p className="tl-p tl-error" role="alert">
            {t('upload.refused', { message: failure })}
          </p>
        </Card>
      ) : null}
    </ToolsFrame>
  );
}
