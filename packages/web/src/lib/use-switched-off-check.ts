import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './api-error.ts';
import { SWITCHES_QUERY_KEY } from './feature-switches.ts';

/**
 * While a coming-soon feature's switch was on when this session read it, staff may have turned it off since:
 * its API then answers 404, and the switches are read again so the page becomes the coming-soon screen.
 */
export function useSwitchedOffCheck(error: unknown): void {
  const queryClient = useQueryClient();
  const isSwitchedOff = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (isSwitchedOff) void queryClient.invalidateQueries({ queryKey: SWITCHES_QUERY_KEY });
  }, [isSwitchedOff, queryClient]);
}
