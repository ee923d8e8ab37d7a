/**
 * portal §2 "Tab buttons per agreement when more than one": a WAI-ARIA tablist. Arrow keys move
 * between tabs and select them (Home and End to the ends); only the selected tab is in the tab order,
 * so Tab goes on into the panel.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../app/translation.js';

export const tabId = (base: string, index: number) => `${base}-tab-${index}`;
export const panelId = (base: string) => `${base}-panel`;

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

export function AgreementTabs({ titles, selected, onSelect, idBase }: {
  readonly titles: readonly string[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  readonly idBase: string;
}) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, titles.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('agreement.tabs.label')} className="tabs agreement-tabs">
      {titles.map((title, index) => (
        <button
          key={index}
          ref={(el) => {
            tabs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, index)}
          className="tab"
          aria-selected={index === selected}
          aria-controls={panelId(idBase)}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {title}
        </button>
      ))}
    </div>
  );
}
