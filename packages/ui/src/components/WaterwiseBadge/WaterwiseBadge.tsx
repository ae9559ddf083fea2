import type { HTMLAttributes } from 'react';
import { Icon } from '../../icons/Icon';
import { badge } from './WaterwiseBadge.css';

export interface WaterwiseBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The badge text; the brand calls its water-saving mark "WaterWise". */
  label?: string;
}

/** The water-saving badge shown on products whose `waterwise` flag is set. */
export function WaterwiseBadge({ label = 'WaterWise', className, ...rest }: WaterwiseBadgeProps) {
  return (
    // The brand's mark is a trademark, the same in every language; a brand passing words of its own can say
    // translate="yes".
    <span className={[badge, className].filter(Boolean).join(' ')} translate="no" {...rest}>
      <Icon name="drop" size="1.1em" />
      {label}
    </span>
  );
}
