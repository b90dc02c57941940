import { lazy, Suspense, useEffect, useState } from 'react';
import { type BanNotice, onUserBanned } from '../../../lib/ban-signal';

// the notice's look is loaded only when a ban is answered: every page's entry carries just the listener
const BanNoticeView = lazy(() => import('./BanNoticeView'));

/**
 * The full-screen ban notice: mounted once by the app shell, shown when any call answers
 * USER_BANNED (lib/api.ts has already ended the session). Reason and end come from the server in
 * the user's language; they are rendered as text.
 */
export function BanNoticeHost() {
  const [notice, setNotice] = useState<BanNotice | null>(null);
  useEffect(() => onUserBanned(setNotice), []);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <BanNoticeView notice={notice} />
    </Suspense>
  );
}
