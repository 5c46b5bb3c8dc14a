import type { Me } from '@irama/contracts';
import type { ReactNode } from 'react';
import { fieldErrors, renderSignedIn, stubApi } from '../../test/api-stub.tsx';

export { fieldErrors, stubApi };

/** A user of the given role, signed in, on the profile page. */
export function renderAs(role: Me['user']['role'], ui: ReactNode, path = '/profile') {
  return renderSignedIn(ui, { role, path });
}

export const CONTACT = {
  firstname: 'Budi',
  lastname: 'Santoso',
  email: 'owner@musik.demo',
  language: 'id',
  profile_image_url: null,
} as const;
