import type { SwitchKey } from '@irama/contracts';
import type { ReactNode } from 'react';
import { QueryState } from '../../components/query-state.tsx';
import { useSwitches } from '../../lib/feature-switches.ts';

interface ComingSoonSwitchProps {
  switchKey: SwitchKey;
  /** The feature's built page. */
  children: ReactNode;
  comingSoon: ReactNode;
}

/**
 * /comingsoon/<feature> of a feature whose page is built (SPEC §1): the page while staff have its
 * switch on, the coming-soon screen while it is off.
 */
export function ComingSoonSwitch({ switchKey, children, comingSoon }: ComingSoonSwitchProps) {
  const switches = useSwitches();
  if (!switches) return <QueryState error={null} />;
  return switches[switchKey] ? children : comingSoon;
}
