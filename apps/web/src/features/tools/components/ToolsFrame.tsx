import '../tools.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBar } from '../../../components/PageBar';
import { cx } from '../../../components/ui/cx';
import { PageLoading } from '../../../components/ui/Spinner';

/**
 * The frame of every tools page: the light kit scope, the page bar (the route's title unless one
 * is given) and a centred column. It waits for the `tools` texts.
 */
export function ToolsFrame({
  testId,
  title,
  action,
  onBack,
  className,
  children,
}: {
  testId: string;
  title?: string;
  action?: ReactNode;
  onBack?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { ready } = useTranslation('tools');
  if (!ready) return <PageLoading className="tl-page ui-light ui-scope" />;
  return (
    <div className={cx('tl-page ui-light ui-scope', className)} data-testid={testId}>
      <PageBar title={title} action={action} onBack={onBack} />
      <main className="tl-main">{children}</main>
    </div>
  );
}

/** A label and its value on one line (diagnostics, upload results); the value may wrap. */
export function KeyValue({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <div className="tl-kv">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
