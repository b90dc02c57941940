import './button.css';
import { useEffect, useRef } from 'react';
import { cx } from './cx';

/**
 * The end of a paged list: the next page loads by itself as this comes into view (infinite
 * scroll), and stays a button for a tap or a keyboard; `end` shows when there is nothing more.
 * One per list, for every records page.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  label,
  loadingLabel = label,
  end,
  className,
  testId,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label: string;
  loadingLabel?: string;
  /** shown when the list is complete; nothing when absent */
  end?: string;
  className?: string;
  testId?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = button.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return end ? <p className={cx('ui-list-end', className)}>{end}</p> : null;
  return (
    <button
      ref={button}
      type="button"
      className={cx('ui-btn ui-btn-quiet ui-btn-block', className)}
      onClick={onMore}
      disabled={loading}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      {loading ? loadingLabel : label}
    </button>
  );
}
