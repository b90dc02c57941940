import './follow.css';
import type { TPublicProfile } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/bridge';
import { useFollowMutation, useRelationQuery } from '../api/follows';

/**
 * Follow / Following / Buddies for one person. Mutual followers are buddies: their gifts to each
 * other count on the buddy board, and a do-not-disturb club member hears from the people they
 * follow. Shown only to a signed-in viewer, never on oneself.
 */
export function FollowButton({ profile, signedIn }: { profile: TPublicProfile; signedIn: boolean }) {
  const { t, ready } = useTranslation('social');
  const relation = useRelationQuery(profile.id, signedIn);
  const change = useFollowMutation(profile.id);
  if (!signedIn || !ready || relation.isError) return null;
  const r = relation.data;
  const label = !r ? '…' : r.mutual ? t('buddies') : r.following ? t('following') : r.followed_by ? t('followBack') : t('follow');
  const onClick = () => {
    if (!r || change.isPending) return;
    change.mutate(!r.following, {
      onSuccess: (next) => {
        if (next.mutual) toast(t('nowBuddies', { name: profile.nickname }));
        else if (!next.following) toast(t('unfollowed', { name: profile.nickname }));
      },
      onError: (err) => toast(err instanceof ApiError ? err.message : t('failed')),
    });
  };
  return (
    <button
      type="button"
      className={`follow-btn${r?.following ? ' is-following' : ''}${r?.mutual ? ' is-mutual' : ''}`}
      aria-pressed={Boolean(r?.following)}
      disabled={!r || change.isPending}
      onClick={onClick}
      data-testid="follow-button"
      data-state={!r ? 'loading' : r.mutual ? 'mutual' : r.following ? 'following' : 'none'}
    >
      {r?.following ? null : <span aria-hidden="true">+</span>}
      {label}
    </button>
  );
}
