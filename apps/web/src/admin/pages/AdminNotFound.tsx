import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_HOME_PATH } from '../../app/guard';

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <div data-testid="admin-not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.body')}
        extra={
          <Button type="primary" onClick={() => navigate(ADMIN_HOME_PATH)}>
            {t('forbidden.back')}
          </Button>
        }
      />
    </div>
  );
}
