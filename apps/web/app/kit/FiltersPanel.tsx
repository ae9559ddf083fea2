// A page's filters as one GET form in a panel that a button opens on small screens, the button showing how many
// filters are applied. The listing's and the collections page's filters share it; each brings its own stylesheet.
// Until the page has hydrated the form applies nothing by itself, so a page shows its "Apply" button until then.
import { Icon } from '@fittings/ui/Icon';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { Form } from 'react-router';

/** Whether the page has hydrated: until then, a filter form needs its "Apply" button. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface FiltersPanelProps {
  classes: { filters: string; toggle: string; panel: string; panelOpen: string };
  /** The toggle button's text. */
  label: string;
  /** How many filters are applied, shown after the label when there are any. */
  active: number;
  /** The page the form asks for, in the page's language. */
  action: string;
  /** The form's accessible name, where it needs one besides its fields' legends. */
  formLabel?: string;
  onChange: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FiltersPanel({
  classes,
  label,
  active,
  action,
  formLabel,
  onChange,
  children,
}: FiltersPanelProps) {
  const text = useText();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={classes.filters}>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>
          {label}
          {active > 0 ? ` (${text.number(active)})` : ''}
        </span>
        <Icon name={open ? 'minus' : 'plus'} />
      </button>
      <Form
        id={panelId}
        method="get"
        action={action}
        preventScrollReset
        aria-label={formLabel}
        className={[classes.panel, open ? classes.panelOpen : ''].join(' ')}
        onChange={onChange}
      >
        {children}
      </Form>
    </div>
  );
}
