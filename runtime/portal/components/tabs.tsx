/**
 * A WAI-ARIA tablist (the agreement's tabs and the analysis period tabs, portal §2): arrow keys move
 * between the tabs and select them, Home and End go to the ends; only the selected tab is in the tab
 * order, so Tab goes on into the panel.
 */
import { useRef, type KeyboardEvent } from 'react';

/** The tab a key moves to from `index` of `count`, or undefined for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function Tabs({ labels, selected, onSelect, label, panelId, tabId, className }: {
  readonly labels: readonly string[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  /** The tablist's accessible name. */
  readonly label: string;
  /** The one panel the tabs control. */
  readonly panelId: string;
  readonly tabId: (index: number) => string;
  readonly className?: string;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, labels.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className ? `tabs ${className}` : 'tabs'}>
      {labels.map((text, index) => (
        <button
          key={index}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(index)}
          className="tab"
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
