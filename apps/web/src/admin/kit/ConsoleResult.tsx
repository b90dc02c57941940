import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_HOME_PATH } from '../../app/guard';

/** A whole-page answer (403, 404…) with a way back to the console's home. */
export function ConsoleResult(props: { status: ResultProps['status']; title: string; body: string; testId: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <div data-testid={props.testId}>
      <Result
        status={props.status}
        title={props.title}
        subTitle={props.body}
        extra={
          <Button type="primary" onClick={() => navigate(ADMIN_HOME_PATH)}>
            {t('forbidden.back')}
          </Button>
        }
      />
    </div>
  );
}
