// A page's filters as one GET form in a panel that a button opens on small screens, the button showing how many
// filters are applied. The listing's and the collections page's filters share it; each brings its own stylesheet.
// Until the page has hydrated the form applies nothing by itself, so a page shows its "Apply" button until then.
// On a phone the open panel covers the results: its "Show N results" button closes it and brings the results into
// view, and "Clear" stays beside the toggle while any filter is on (issue 39).
import { Button } from '@fittings/ui/Button';
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Form } from 'react-router';
import * as kit from './FiltersPanel.css';

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
  /**
   * The results the filters choose: how many (the phone's "Show N results" button) and the id of the element that
   * holds them, which the button scrolls to.
   */
  results?: { count: number; id: string };
  /** The page without any filter, in the page's language: "Clear" links to it while filters are on. */
  clearHref?: string;
  children: ReactNode;
}

export function FiltersPanel({
  classes,
  label,
  active,
  action,
  formLabel,
  onChange,
  results,
  clearHref,
  children,
}: FiltersPanelProps) {
  const text = useText();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const clear =
    clearHref && active > 0 ? (
      <Link href={clearHref} variant="standalone" className={kit.clear}>
        {text.t('web.filters.clear')}
      </Link>
    ) : null;
  return (
    <div className={classes.filters}>
      <div className={kit.bar}>
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
        {clear}
      </div>
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
        {results ? (
          <Button
            type="button"
            fullWidth
            className={kit.showResults}
            onClick={() => {
              // Closed first: scrolled while the panel was still open, the results moved up past the screen's top
              // as it closed.
              flushSync(() => setOpen(false));
              document.getElementById(results.id)?.scrollIntoView({ block: 'start' });
            }}
          >
            {text.t('web.filters.showResults', { count: results.count })}
          </Button>
        ) : null}
      </Form>
    </div>
  );
}
