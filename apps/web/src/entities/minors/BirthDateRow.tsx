import './birth.css';
import { LIMITS, type TMe } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/form';
import { Sheet } from '../../components/ui/Sheet';
import { CountedTextArea } from '../../components/ui/TextArea';
import { newRequestId } from '../../lib/request-id';
import { showToast } from '../../lib/toast';
import { useBirthDateChange, useMinorsQuery } from './api';

const dateText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/**
 * The signed-in card's birth date: a change after registration is a request staff review (issue
 * 14 D); while it waits, the card says so and the current date stays.
 */
export function BirthDateRow({ me }: { me: TMe }) {
  const { t, i18n } = useTranslation('money');
  const minors = useMinorsQuery();
  const change = useBirthDateChange();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => newRequestId('bd'));
  const pending = minors.data?.change?.status === 'pending' ? minors.data.change : null;
  const last = minors.data?.change && !pending ? minors.data.change : null;
  const locale = i18n.language;

  const submit = () =>
    change.mutate(
      { request_id: requestId, birth_date: date, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setRequestId(newRequestId('bd'));
          showToast(t('minors.birth.sent'));
        },
      },
    );

  return (
    <div className="minors-birth" data-testid="birth-date-row">
      <div>
        <div>
          {t('minors.birth.label')}: <span data-testid="birth-date">{dateText(me.birth_date, locale)}</span>
        </div>
        {pending ? (
          <div className="minors-birth-state" data-testid="birth-date-pending">
            {t('minors.birth.pending', { date: dateText(pending.new_birth_date, locale) })}
          </div>
        ) : last?.status === 'rejected' ? (
          <div className="minors-birth-state">{t('minors.birth.rejected')}</div>
        ) : null}
      </div>
      {pending ? null : (
        <button type="button" className="minors-link" onClick={() => setOpen(true)} data-testid="birth-date-change">
          {t('minors.birth.change')}
        </button>
      )}
      {open ? (
        <Sheet
          onClose={() => setOpen(false)}
          closeLabel={t('minors.birth.cancel')}
          labelledBy="birth-sheet-title"
          panelTestId="birth-date-sheet"
        >
          <div className="minors-sheet">
            <h2 id="birth-sheet-title">{t('minors.birth.sheetTitle')}</h2>
            <p>{t('minors.birth.sheetLead')}</p>
            <input
              type="date"
              value={date}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setDate(e.target.value)}
              aria-label={t('minors.birth.newDate')}
              data-testid="birth-date-input"
            />
            <CountedTextArea
              value={reason}
              maxLength={LIMITS.birthDateChangeReasonMax}
              rows={3}
              placeholder={t('minors.birth.reason')}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="minors-sheet-actions">
              <PrimaryButton variant="plain" onClick={() => setOpen(false)}>
                {t('minors.birth.cancel')}
              </PrimaryButton>
              <PrimaryButton onClick={submit} busy={change.isPending} disabled={!date || date === me.birth_date} testId="birth-date-submit">
                {t('minors.birth.submit')}
              </PrimaryButton>
            </div>
          </div>
        </Sheet>
      ) : null}
    </div>
  );
}
