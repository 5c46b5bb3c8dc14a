import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

/** SPEC §9: the typed prefix is forgotten 350 ms after the last key. */
export const TYPE_AHEAD_RESET_MS = 350;
const ITEM_SELECTOR = 'a[href], button:not([disabled]), [role="menuitem"]';

function labelOf(element: HTMLElement): string {
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().toLowerCase();
}

/**
 * Menu type-ahead: typing letters while focus is inside the menu moves focus to the next item
 * whose label starts with what was typed. Spread the returned handler on the menu container.
 */
export function useTypeAhead<T extends HTMLElement>() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((event: KeyboardEvent<T>) => {
    const isPrintable =
      event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!isPrintable || (event.target as HTMLElement).matches('input, textarea, select')) return;
    clearTimeout(timer.current);
    typed.current += event.key.toLowerCase();
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);

    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const current = items.indexOf(document.activeElement as HTMLElement);
    // A repeated single letter cycles through the items with that letter, like native menus.
    const start = typed.current.length === 1 ? current + 1 : Math.max(current, 0);
    const ordered = [...items.slice(start), ...items.slice(0, start)];
    const match = ordered.find((item) => labelOf(item).startsWith(typed.current));
    if (match) {
      event.preventDefault();
      match.focus();
    }
  }, []);
}
