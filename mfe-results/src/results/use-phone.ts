import { useSyncExternalStore } from 'react';

/** Spec §2 "small screens": at most 640 px wide, where tabs become collapsible sections. */
export const PHONE_QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
