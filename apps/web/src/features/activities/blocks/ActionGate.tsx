import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../../components/ui/SignInPrompt';
import { useActivity } from '../context';

/** Under a block with actions: a visitor is asked to sign in (blocked viewers see the page's notice). */
export function ActionGate() {
  const { t } = useTranslation('activities');
  const { signedIn } = useActivity();
  if (signedIn) return null;
  return (
    <SignInPrompt
      text={t('signIn.text')}
      action={t('signIn.action')}
      className="act-signin"
      textClassName="act-signin-text"
      linkClassName="ui-btn act-btn"
      testId="activity-signin"
    />
  );
}
