import { ErrorCode, REGION_TIME_ZONES } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { Spinner } from '../../../components/ui/Spinner';
import { useSaveRealname } from '../api';
import { StepNotice, type StepProps, WdIcon } from '../components';
import { type FieldErrors, type RealnameFields, validateRealname } from '../forms';
import { errorCode } from '../lib';
import { todayIn, useFieldErrors, useReturn } from './form-kit';

/** China: her legal name and resident ID number, once, before the first withdrawal (tax law). */
export function RealnameStep(props: StepProps) {
  const { t } = useTranslation('withdraw');
  const { o } = props;
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const { errors, setErrors, clear } = useFieldErrors<RealnameFields>();
  const save = useSaveRealname();
  const back = useReturn(props);
  const err = (f: RealnameFields) => (errors[f] ? t(`form.error.${errors[f]}`) : null);

  if (o.realname?.verified) {
    return (
      <StepNotice icon="shield" title={t('realname.verified')} body={o.realname.name_masked ?? undefined} testId="wd-realname-done">
        <button type="button" className="ui-btn wd-primary" onClick={() => back()}>
          {t('action.continue')}
        </button>
      </StepNotice>
    );
  }
  const saveError = save.error
    ? errorCode(save.error) === ErrorCode.NETWORK
      ? t('confirm.network')
      : (save.error as Error).message
    : null;
  return (
    <form
      className="ui-card wd-card wd-form"
      noValidate
      data-testid="wd-form-realname"
      onSubmit={(e) => {
        e.preventDefault();
        const r = validateRealname({ name, id_number: id }, todayIn(REGION_TIME_ZONES.default));
        setErrors(r.ok ? {} : r.errors);
        if (r.ok && !save.isPending) save.mutate(r.value, { onSuccess: () => back() });
      }}
    >
      <h2 className="wd-card-h">
        <span className="wd-card-icon">
          <WdIcon name="shield" size={15} />
        </span>
        {t('realname.title')}
      </h2>
      <p className="wd-muted wd-small">{t('realname.body')}</p>
      <div className="wd-fields">
        <TextField
          label={t('realname.name')}
          autoComplete="name"
          placeholder={t('realname.namePlaceholder')}
          maxLength={30}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clear('name');
          }}
          error={err('name')}
          data-testid="wd-realname-name"
        />
        <TextField
          label={t('realname.id')}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder={t('realname.idPlaceholder')}
          maxLength={18}
          value={id}
          onChange={(e) => {
            setId(e.currentTarget.value);
            clear('id_number');
          }}
          error={err('id_number')}
          data-testid="wd-realname-id"
        />
      </div>
      <p className="wd-privacy">
        <WdIcon name="lock" size={14} />
        <span>{t('realname.privacy')}</span>
      </p>
      {saveError ? (
        <p className="wd-form-error" role="alert" data-testid="wd-form-error">
          {saveError}
        </p>
      ) : null}
      <button type="submit" className="ui-btn ui-btn-block wd-primary" disabled={save.isPending} data-testid="wd-save">
        {save.isPending ? <Spinner /> : null}
        {t('realname.submit')}
      </button>
    </form>
  );
}
