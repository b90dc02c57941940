import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/ui/LineIcon';
import { StateCard, NoticeCard as UiNoticeCard } from '../../../components/ui/StateCard';

/** The host pages' line icons (one stroke, one 24-unit grid). */
export type HostIconName =
  | 'video'
  | 'voice'
  | 'call'
  | 'new_user'
  | 'reply'
  | 'membership'
  | 'minutes'
  | 'receptions'
  | 'fast'
  | 'coin'
  | 'lock'
  | 'chart'
  | 'alert'
  | 'calendar'
  | 'check'
  | 'gift'
  | 'task'
  | 'chevron';

const ICON_PATHS: Record<HostIconName, ReactNode> = {
  video: (
    <>
      <rect x="3" y="6.5" width="12.5" height="11" rx="3" />
      <path d="M15.5 10.5l5-3v9l-5-3z" />
    </>
  ),
  voice: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" />
    </>
  ),
  call: (
    <path d="M6.6 3.5l2.6.4 1.2 3.6-1.8 1.4a11 11 0 0 0 6.5 6.5l1.4-1.8 3.6 1.2.4 2.6c0 1.2-1 2.1-2.2 2A16.5 16.5 0 0 1 4.6 5.7c-.1-1.2.8-2.2 2-2.2z" />
  ),
  new_user: (
    <>
      <path d="M12 3l2 5.2 5.5.4-4.2 3.6 1.3 5.4L12 14.7l-4.6 2.9 1.3-5.4L4.5 8.6l5.5-.4z" />
    </>
  ),
  reply: (
    <>
      <path d="M4.5 6.5a3 3 0 0 1 3-3h9a3 3 0 0 1 3 3v6.5a3 3 0 0 1-3 3H11l-4.5 4v-4h0a2 2 0 0 1-2-2z" />
      <path d="M8.5 9.5h7M8.5 12.5h4" />
    </>
  ),
  membership: <path d="M3.5 8l4.2 3.4L12 5l4.3 6.4L20.5 8l-1.8 10h-13.4z" />,
  minutes: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  receptions: (
    <>
      <path d="M4 20v-1.5A4.5 4.5 0 0 1 8.5 14h3" />
      <circle cx="10" cy="8" r="3.5" />
      <path d="M15 17l2 2 4-4.5" />
    </>
  ),
  fast: <path d="M13.5 3L5.5 13.5H12L10.5 21l8-10.5H12z" />,
  coin: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7l1.5 3.2 3.5.4-2.6 2.4.7 3.5L12 14.8l-3.1 1.7.7-3.5L7 10.6l3.5-.4z" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="3" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.5v2" />
    </>
  ),
  chart: <path d="M5 20V12M10 20V6M15 20v-9M20 20V9M3 20.5h18" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.2v.3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="3.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  gift: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4.5" rx="1.5" />
      <path d="M5 13v5.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V13M12 8.5v12" />
      <path d="M12 8.5C10.8 5.2 7.5 4.2 7 6.3 6.6 8 9.4 8.5 12 8.5zM12 8.5c1.2-3.3 4.5-4.3 5-2.2.4 1.7-2.4 2.2-5 2.2z" />
    </>
  ),
  task: (
    <>
      <rect x="4.5" y="3.5" width="15" height="17" rx="3" />
      <path d="M8.5 9l1.5 1.5 3-3M8.5 15h7" />
    </>
  ),
  chevron: <path d="M9.5 5.5L16 12l-6.5 6.5" />,
};

export function HostIcon({ name, size = 18 }: { name: HostIconName; size?: number }) {
  return <LineIcon className="hosts-icon" paths={ICON_PATHS[name]} size={size} />;
}

/** A centred card for a page state with a host icon (the UI kit's NoticeCard). */
export function NoticeCard({ icon, ...rest }: { icon: HostIconName; title: string; body: string; testId: string; children?: ReactNode }) {
  return <UiNoticeCard icon={<HostIcon name={icon} size={26} />} className="hosts-card" {...rest} />;
}

/**
 * A host page's states other than its content (the UI kit's StateCard in the host pages' words).
 * `text` names the page's own keys.
 */
export function HostStateCard({
  text,
  ...rest
}: {
  state: string;
  fetching: boolean;
  onRetry: () => void;
  text: { signedOut: string; notHostBody: string; errorTitle: string };
}) {
  const { t } = useTranslation('hosts');
  return (
    <StateCard
      {...rest}
      text={{
        signedOut: t(text.signedOut),
        signIn: t('signedOut.action'),
        notAllowedTitle: t('notHost.title'),
        notAllowedBody: t(text.notHostBody),
        notAllowedHint: t('notHost.hint'),
        errorTitle: t(text.errorTitle),
        errorBody: t('error.body'),
        retry: t('error.retry'),
      }}
    />
  );
}
