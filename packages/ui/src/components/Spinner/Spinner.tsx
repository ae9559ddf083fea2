import { visuallyHidden } from '../../theme/utils.css';
import { label as labelClass, ring, wrapper } from './Spinner.css';

export interface SpinnerProps {
  /** What is loading; announced to screen readers. */
  label?: string;
  /** Shows the label under the ring as well. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator, announced politely as a status. */
export function Spinner({ label = 'Loading', showLabel = false, className }: SpinnerProps) {
  return (
    <div role="status" className={[wrapper, className].filter(Boolean).join(' ')}>
      <span className={ring} aria-hidden="true" />
      <span className={showLabel ? labelClass : visuallyHidden}>{label}</span>
    </div>
  );
}
