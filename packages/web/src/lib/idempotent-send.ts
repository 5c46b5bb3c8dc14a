import { useRef } from 'react';

/**
 * A new `Idempotency-Key` for one attempt at moving money (a withdrawal's quote, a licence's payment):
 * every retry of that attempt sends the same key, so the server answers the first result instead of
 * moving the money twice; a changed attempt (another amount, another method) gets a new one.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Lets one send through at a time: a second click can land before the button shows it is busy, and the
 * key would make it harmless, but it is not even sent. `start` gets the function that opens the gate again
 * once the call has settled.
 */
export function useSingleFlight(): (start: (settle: () => void) => void) => void {
  const isSending = useRef(false);
  return (start) => {
    if (isSending.current) return;
    isSending.current = true;
    start(() => {
      isSending.current = false;
    });
  };
}
