import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MethodBadge, type StepProps, WdIcon } from '../components';
import { accountStepOf } from '../routes';

/** The query a form carries on to come back where she was (the apply step and its amount). */
export const returnParams = (search: URLSearchParams) => ({ next: search.get('next'), points: search.get('points') });

/** Which way to be paid: PayPay or a bank (Japan), Alipay or a bank card (China); then its form. */
export function CreateAccountStep({ o, search, href }: StepProps) {
  const { t } = useTranslation('withdraw');
  return (
    <section className="ui-card wd-card" data-testid="wd-create-account">
      <h2 className="wd-card-h">{t('create.title')}</h2>
      <p className="wd-muted wd-small">{t('create.body')}</p>
      <ul className="wd-methods">
        {o.rules.methods.map((method) => {
          const existing = o.accounts.find((a) => a.method === method);
          const { step, params } = accountStepOf(method);
          return (
            <li key={method}>
              <Link
                className="wd-method-row"
                to={href(step, { ...params, ...returnParams(search), account_id: existing?.id })}
                data-testid={`wd-method-${method}`}
              >
                <MethodBadge method={method} size={44} />
                <span className="wd-radio-main">
                  <b>{t(`method.${method}`)}</b>
                  <span className="wd-muted wd-small">{existing ? existing.label : t(`create.hint.${method}`)}</span>
                </span>
                <span className="wd-method-go">
                  {existing ? t('action.edit') : null}
                  <WdIcon name="chevron" size={16} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="wd-muted wd-small">{t('create.onePerMethod')}</p>
    </section>
  );
}
