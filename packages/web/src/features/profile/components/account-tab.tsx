import { Stack } from '@mantine/core';
import { QueryState } from '../../../components/query-state.tsx';
import { useContactQuery } from '../api/get-contact.ts';
import { ContactForm } from './contact-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PhotoCard } from './photo-card.tsx';

/** The account tab: photo, contact data and language, and the password in its own card. */
export function AccountTab() {
  const contact = useContactQuery();
  if (!contact.data) return <QueryState error={contact.error} />;
  return (
    <Stack gap="lg">
      <PhotoCard contact={contact.data} />
      <ContactForm contact={contact.data} />
      <PasswordForm />
    </Stack>
  );
}
