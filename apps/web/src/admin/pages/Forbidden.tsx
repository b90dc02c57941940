import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_HOME_PATH } from '../../app/guard';

export function Forbidden() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <div data-testid="admin-forbidden">
      <Result
        status="403"
        title="403"
        subTitle={t('forbidden.body')}
        extra={
          <Button type="primary" onClick={() => navigate(ADMIN_HOME_PATH)}>
            {t('forbidden.back')}
          </Button>
        }
      />
    </div>
  );
}
