import { visuallyHidden } from '../../theme/utils.css';
import { label as labelClass, ring, wrapper } from './Spinner.css';
import { useText } from '../../i18n/TextProvider';

export interface SpinnerProps {
  /** What is loading; announced to screen readers. */
  label?: string;
  /** Shows the label under the ring as well. */
  showLabel?: boolean;
  className?: string;
}

/**
 * Not exported: the loading state of `ProductGrid`. A loading indicator, announced politely as a `status`: a spinning
 * ring that stands still under reduced motion, while the label still says what is happening.
 */
export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  const text = useText();
  return (
    <div role="status" className={[wrapper, className].filter(Boolean).join(' ')}>
      <span className={ring} aria-hidden="true" />
      <span className={showLabel ? labelClass : visuallyHidden}>
        {label ?? text.t('ui.spinner.loading')}
      </span>
    </div>
  );
}
