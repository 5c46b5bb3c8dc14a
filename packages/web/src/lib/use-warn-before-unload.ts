import { useEffect } from 'react';

/** While `isActive`, closing or reloading the tab makes the browser ask first. */
export function useWarnBeforeUnload(isActive: boolean) {
  useEffect(() => {
    if (!isActive) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isActive]);
}
