import { Link } from 'react-router';
import { useLoginHref } from '../../lib/app-name';

/**
 * "Log in to see this": a line of text and a link to the login page of the page's brand. The
 * feature names the frame's, the text's and the link's classes.
 */
export function SignInPrompt({
  text,
  action,
  className,
  textClassName,
  linkClassName,
  testId,
  linkTestId,
}: {
  text: string;
  action: string;
  className?: string;
  textClassName?: string;
  linkClassName?: string;
  testId?: string;
  linkTestId?: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      <p className={textClassName}>{text}</p>
      <Link className={linkClassName} to={useLoginHref()} data-testid={linkTestId}>
        {action}
      </Link>
    </div>
  );
}
