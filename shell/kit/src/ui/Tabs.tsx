import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; omit to let the component keep it. */
  value?: string;
  onChange?: (id: string) => void;
  defaultValue?: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs. */
export function Tabs({ items, label, value, onChange, defaultValue }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue ?? items[0]?.id ?? '');
  const selected = value ?? own;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    onChange?.(id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const item = items[next];
    if (next < 0 || !item) return;
    event.preventDefault();
    select(item.id);
    refs.current[next]?.focus();
  };
  const current = items.find((item) => item.id === selected) ?? items[0];
  return (
    <div className="fpl-tabs">
      <div className="fpl-tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={item.id === current?.id}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={item.id === current?.id ? 0 : -1}
            className="fpl-tabs__tab"
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          className="fpl-tabs__panel"
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
