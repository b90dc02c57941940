import type { PayoutMethod, TPayoutAccount, TPayoutAccountInput } from '@app/shared';
import { ErrorCode } from '@app/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { useDeleteAccount, useSaveAccount } from '../api';
import type { StepProps } from '../components';
import type { FieldErrors } from '../forms';
import { errorCode, queryInt } from '../lib';
import { isWithdrawStep } from '../routes';

/** The account of `method` she has (the one the query names first), for the form's prefill. */
export function existingAccount(o: StepProps['o'], method: PayoutMethod, search: URLSearchParams): TPayoutAccount | null {
  const id = queryInt(search.get('account_id'));
  return o.accounts.find((a) => a.id === id && a.method === method) ?? o.accounts.find((a) => a.method === method) ?? null;
}

/** Back where the form was opened from: the apply step (with the amount and the new account) or the main page. */
export function useReturn({ search, go }: Pick<StepProps, 'search' | 'go'>) {
  return (accountId?: number) => {
    const next = search.get('next');
    const points = search.get('points');
    if (next && isWithdrawStep(next) && next !== 'main') {
      go(next, { points, account_id: accountId ?? search.get('account_id') }, { replace: true });
    } else {
      go('main', {}, { replace: true });
    }
  };
}

/** Saving an account: the mutation, its error in words, and the way back once saved. */
export function useAccountSave(props: Pick<StepProps, 'search' | 'go'>) {
  const { t } = useTranslation('withdraw');
  const save = useSaveAccount();
  const back = useReturn(props);
  const code = errorCode(save.error);
  return {
    busy: save.isPending,
    error: save.error ? (code === ErrorCode.NETWORK ? t('confirm.network') : (save.error as Error).message) : null,
    submit: (account: TPayoutAccountInput) => {
      if (save.isPending) return;
      save.mutate(account, { onSuccess: (saved) => back(saved.id) });
    },
  };
}

/** The form's frame: a card, its title and note, fields, the error, save (and remove, for an existing account). */
export function AccountFormFrame({
  title,
  note,
  existing,
  busy,
  error,
  onSubmit,
  props,
  children,
  testId,
}: {
  title: string;
  note?: ReactNode;
  existing: TPayoutAccount | null;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  props: Pick<StepProps, 'search' | 'go'>;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('withdraw');
  return (
    <>
      <form
        className="ui-card wd-card wd-form"
        noValidate
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <h2 className="wd-card-h">{title}</h2>
        {note ? <div className="wd-form-note">{note}</div> : null}
        {existing ? <p className="wd-muted wd-small">{t('form.replaces', { label: existing.label })}</p> : null}
        <div className="wd-fields">{children}</div>
        {error ? (
          <p className="wd-form-error" role="alert" data-testid="wd-form-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="ui-btn ui-btn-block wd-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="wd-save"
        >
          {busy ? <Spinner /> : null}
          {t('form.save')}
        </button>
      </form>
      {existing ? <DeleteAccount account={existing} props={props} /> : null}
    </>
  );
}

function DeleteAccount({ account, props }: { account: TPayoutAccount; props: Pick<StepProps, 'search' | 'go'> }) {
  const { t } = useTranslation('withdraw');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  const back = useReturn(props);
  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn-quiet ui-btn-block wd-danger-text"
        onClick={() => setAsking(true)}
        data-testid="wd-delete"
      >
        {t('form.delete')}
      </button>
      {asking ? (
        <Sheet
          placement="center"
          role="alertdialog"
          onClose={() => setAsking(false)}
          closeLabel={t('action.close')}
          labelledBy="wd-delete-title"
          className="wd-dialog ui-light"
          panelTestId="wd-delete-dialog"
        >
          <h2 id="wd-delete-title" className="wd-sheet-title">
            {t('form.deleteTitle')}
          </h2>
          <p className="wd-muted">{t('form.deleteBody', { label: account.label })}</p>
          {remove.error ? <p className="wd-form-error">{(remove.error as Error).message}</p> : null}
          <div className="wd-actions-two">
            <button type="button" className="ui-btn ui-btn-ghost ui-btn-block" onClick={() => setAsking(false)}>
              {t('action.cancel')}
            </button>
            <button
              type="button"
              className="ui-btn ui-btn-block wd-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(account.id, { onSuccess: () => back() })}
              data-testid="wd-delete-yes"
            >
              {remove.isPending ? <Spinner /> : null}
              {t('form.deleteYes')}
            </button>
          </div>
        </Sheet>
      ) : null}
    </>
  );
}

/** Today in a time zone, as YYYY-MM-DD. */
export const todayIn = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A form's field errors from its last submit; a field's error goes once the field is edited. */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clear = (field: F) =>
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  return { errors, setErrors, clear };
}
