import { determinate, indeterminate, track } from './ProgressBar.css';

export interface ProgressBarProps {
  /** The accessible name, such as "Searching products". */
  label: string;
  /** Progress from 0 to 100; leave it out while the length of the work is unknown. */
  value?: number;
  className?: string;
}

/**
 * Not exported: the loading bar of `SearchField` and `SearchDialog`. A thin progress bar; indeterminate while the
 * length of the work is unknown (no `value`).
 */
export function ProgressBar({ label, value, className }: ProgressBarProps) {
  const known = typeof value === 'number';
  const clamped = known ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={clamped}
      className={[track, className].filter(Boolean).join(' ')}
    >
      {known ? (
        <span className={determinate} style={{ width: `${clamped}%` }} />
      ) : (
        <span className={indeterminate} />
      )}
    </div>
  );
}
