import { notifications } from '@mantine/notifications';
import i18next, { type TFunction } from 'i18next';
import { errorMessageKey } from './api-error.ts';

/** A toast's close button says what it does to a screen reader. */
const closeButtonProps = () => ({ 'aria-label': i18next.t('common.close') });

/** A green toast for a saved change (SPEC §8 success messages). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, withBorder: true, closeButtonProps: closeButtonProps() });
}

/** A red toast: what failed (SPEC §8), then why. */
export function notifyFailure(title: string, message: string): void {
  notifications.show({
    color: 'red',
    title,
    message,
    withBorder: true,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}

/** A red toast for a failed call, with the server's reason translated. */
export function notifyError(t: TFunction, title: string, error: unknown): void {
  notifyFailure(title, t(errorMessageKey(error)));
}
