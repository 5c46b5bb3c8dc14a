import { type Contact, PROFILE_PHOTO_MIN_SIDE } from '@irama/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useUploadProfilePhotoMutation } from '../api/upload-profile-photo.ts';
import { ImagePicker } from './image-picker.tsx';

function initialsOf(contact: Contact): string {
  return `${contact.firstname.charAt(0)}${contact.lastname.charAt(0)}`.toUpperCase();
}

/** The profile photo: at least 300×300 (SPEC §5), previewed, uploaded with progress. */
export function PhotoCard({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const mutation = useUploadProfilePhotoMutation(setProgress);

  function handleUpload(file: File) {
    setProgress(0);
    mutation.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.messages.photoUploaded')),
      onError: (error) => notifyError(t, t('profile.messages.photoFailed'), error),
    });
  }

  return (
    <SectionCard title={t('profile.photo.title')}>
      <ImagePicker
        imageUrl={contact.profile_image_url}
        fallback={initialsOf(contact)}
        minSide={PROFILE_PHOTO_MIN_SIDE}
        buttonLabel={t('profile.photo.choose')}
        hint={t('profile.photo.hint', { min: PROFILE_PHOTO_MIN_SIDE })}
        isPending={mutation.isPending}
        progress={progress}
        error={mutation.error}
        onUpload={handleUpload}
        onReject={(reason) => notifyFailure(t('profile.messages.photoFailed'), reason)}
      />
    </SectionCard>
  );
}
