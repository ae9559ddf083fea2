import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list, such as "Product information". */
  label: string;
  /** The first selected tab, uncontrolled. */
  defaultSelectedId?: string;
  /** The selected tab, controlled. */
  selectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern with automatic activation): Left and Right move between tabs and select them, Home and
 * End jump to the ends, and only the selected tab is in the tab order. The product page uses "Product Features" and
 * "Support".
 */
export function Tabs({
  tabs,
  label,
  defaultSelectedId,
  selectedId,
  onChange,
  className,
}: TabsProps) {
  const [internal, setInternal] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? internal;
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setInternal(tab.id);
    onChange?.(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
