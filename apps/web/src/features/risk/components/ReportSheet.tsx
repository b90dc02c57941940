import '../risk.css';
import { ErrorCode, LIMITS, RISK_REASONS, type RiskReason, type TPublicProfile } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/ChipGroup';
import { Sheet } from '../../../components/ui/Sheet';
import { CountedTextArea } from '../../../components/ui/TextArea';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/bridge';
import { useReportMutation } from '../api/report';

/** The categories a user picks from (minor safety first among the serious ones). */
const USER_REASONS: readonly RiskReason[] = RISK_REASONS;

/** The report sheet: a category, what happened; lands as a risk record (source report). */
export default function ReportSheet({
  profile,
  onClose,
}: {
  profile: Pick<TPublicProfile, 'public_id' | 'nickname'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('risk');
  const [reason, setReason] = useState<RiskReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMutation();
  const ready = reason !== null && text.trim().length > 0 && !report.isPending;
  const submit = () => {
    if (!ready) return;
    setError(null);
    report.mutate(
      { public_id: profile.public_id, category: reason, text: text.trim() },
      {
        onSuccess: () => {
          toast(t('report.thanks'));
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.code === ErrorCode.RATE_LIMITED
              ? t('report.tooMany')
              : err instanceof ApiError
                ? err.message
                : t('report.failed'),
          ),
      },
    );
  };
  return (
    <Sheet onClose={onClose} closeLabel={t('report.cancel')} labelledBy="report-title" className="report-sheet" testId="report-sheet">
      <h2 id="report-title">{t('report.title', { name: profile.nickname })}</h2>
      <p className="report-sheet-sub">{t('report.sub')}</p>
      <ChipGroup
        label={t('report.reason')}
        options={USER_REASONS}
        value={reason}
        onChange={setReason}
        testId={(r) => `report-reason-${r}`}
        className="report-reasons"
      >
        {(r) => t(`reason.${r}`)}
      </ChipGroup>
      <CountedTextArea
        value={text}
        maxLength={LIMITS.riskTextMax}
        placeholder={t('report.placeholder')}
        aria-label={t('report.placeholder')}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="report-text"
      />
      {error ? (
        <p className="report-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="report-actions">
        <button type="button" className="report-cancel" onClick={onClose}>
          {t('report.cancel')}
        </button>
        <button type="button" className="report-submit" disabled={!ready} onClick={submit} data-testid="report-submit">
          {t('report.submit')}
        </button>
      </div>
    </Sheet>
  );
}
