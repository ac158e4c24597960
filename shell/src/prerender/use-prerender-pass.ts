import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while rendering the HTML prerendered at build time (on the server) and while hydrating that HTML in
 * the browser; false from the first render after hydration, and always false in a page rendered by the client
 * alone. During this pass a component renders what the build could know (no session, no remote loaded yet) so
 * the browser's first render matches the HTML exactly: no hydration mismatch. React re-renders with the real
 * state straight after hydration.
 */
export function usePrerenderPass(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
