import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';

const DURATION_MS = 700;

/**
 * A number that counts to its new value when it changes (ease-out, about 0.7 s): a score moving
 * after a gift reads as progress, not as a silent swap. The first value shows at once, or counts
 * up from zero with `fromZero` (a hall's headline numbers); with reduced motion every value shows
 * at once. `data-value` carries the exact number.
 */
export function CountUp({
  value,
  format,
  className,
  testId,
  fromZero = false,
}: {
  value: number;
  format: (n: number) => string;
  className?: string;
  testId?: string;
  fromZero?: boolean;
}) {
  const reduced = useReducedMotion();
  const first = fromZero && !reduced ? 0 : value;
  const [shown, setShown] = useState(first);
  const from = useRef(first);
  useEffect(() => {
    const start = from.current;
    from.current = value;
    if (reduced || start === value) {
      setShown(value);
      return;
    }
    const t0 = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - t0) / DURATION_MS);
      const eased = 1 - (1 - p) ** 3;
      setShown(Math.round(start + (value - start) * eased));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, reduced]);
  return (
    <span className={className} data-testid={testId} data-value={value}>
      {format(shown)}
    </span>
  );
}
