import { ADMIN_SWITCHES, APPROVAL_FIELDS, GROUP_NAMES, SERVICE_NAMES } from '@irama/contracts';
import { describe, expect, it } from 'vitest';
import { untranslatedKeys } from '../../test/untranslated.ts';
import { SWITCH_LABEL_KEYS } from './components/admin-switch-labels.ts';

// Keys built at run time, which the catalogue test cannot find in the source.
const DYNAMIC_KEYS = [
  ...ADMIN_SWITCHES.map((key) => SWITCH_LABEL_KEYS[key]),
  ...GROUP_NAMES.map((group) => `profile.company.groups.${group}`),
  ...SERVICE_NAMES.map((service) => `profile.company.serviceNames.${service}`),
  ...[...APPROVAL_FIELDS, 'phone', 'address', 'country', 'province', 'city', 'zip_code'].map(
    (field) => `profile.company.fields.${field}`,
  ),
  ...['delete', 'enable', 'disable'].flatMap((kind) =>
    ['title', 'message', 'action'].map((part) => `profile.admins.confirm.${kind}.${part}`),
  ),
  ...['login_background_url', 'app_logo_url', 'company_logo_url'].map((field) => `whitelabel.fields.${field}`),
  ...['aa', 'aaLarge', 'fail'].map((level) => `whitelabel.contrast.levels.${level}`),
  // Field message keys the profile, admin, media and white-label endpoints send.
  ...[
    'profile.current_password_wrong',
    'profile.email_taken',
    'profile.photo_too_small',
    'profile.photo_too_large',
    'profile.not_an_image',
    'profile.cannot_change_own_switches',
    'profile.cannot_delete_owner',
    'profile.change_request_decided',
    'media.too_large',
    'media.type_not_allowed',
    'whitelabel.host_taken',
    'validation.password.mismatch',
    'validation.phone.invalid',
    'validation.vat.invalid',
    'validation.account_number.invalid',
    'validation.zip.invalid',
    'validation.host.invalid',
    'validation.url.invalid',
    'validation.multipart_required',
    'validation.too_many',
    'validation.duplicate',
    'validation.invalid',
    'validation.color.invalid',
  ],
];

describe('profile and white-label translations', () => {
  it('translate every key built at run time and every server message key, in both languages', () => {
    expect(untranslatedKeys(DYNAMIC_KEYS)).toEqual({ id: [], en: [] });
  });
});
