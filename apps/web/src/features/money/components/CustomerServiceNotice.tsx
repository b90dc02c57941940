import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sheet } from '../../../components/ui/Sheet';

/** Manual payment: no checkout, the user contacts customer service. */
export function CustomerServiceNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('money');
  if (!open) return null;
  return (
    <Sheet placement="center" labelledBy="money-cs-title" panelTestId="cs-notice">
      <h2 id="money-cs-title" className="money-dialog-title">
        {t('cs.title')}
      </h2>
      <p className="money-dialog-body">{t('cs.body')}</p>
      <div className="money-dialog-actions">
        <button type="button" className="money-btn money-btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
        <Link className="money-btn money-btn-primary" to="/h5/customerservice">
          {t('cs.contact')}
        </Link>
      </div>
    </Sheet>
  );
}
