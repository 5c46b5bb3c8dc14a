import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualHint, useBilingualLabel } from '../../../../components/bilingual-hint.tsx';
import { TextareaField, TextField } from '../../../../components/form-field.tsx';

interface BilingualFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The Indonesian field, then the English one. */
  names: readonly [Path<T>, Path<T>];
  label: string;
  /** Set for a long text: both become growing text areas this many rows high at first. */
  minRows?: number;
}

/** One text in Indonesian and in English, side by side, each with its own error. */
export function BilingualFields<T extends FieldValues>({ form, names, label, minRows }: BilingualFieldsProps<T>) {
  const bilingual = useBilingualLabel();
  return names.map((name, index) => {
    const fieldLabel = bilingual(index === 0 ? 'id' : 'en', label);
    return minRows ? (
      <TextareaField key={name} form={form} name={name} label={fieldLabel} autosize minRows={minRows} />
    ) : (
      <TextField key={name} form={form} name={name} label={fieldLabel} />
    );
  });
}

interface TitledValues {
  title: string;
  title_en: string;
  description: string;
  description_en: string;
}

interface TitleAndDescriptionFieldsProps<T extends TitledValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** Where the labels are: `expertise.ops.<section>.title` and `.description`. */
  section: 'courses' | 'episodes';
  descriptionRows: number;
  /** More fields for the same two columns. */
  children?: ReactNode;
}

/** The two-language hint, then a course's or episode's title and description in both languages, in two columns. */
export function TitleAndDescriptionFields<T extends TitledValues>({
  form,
  section,
  descriptionRows,
  children,
}: TitleAndDescriptionFieldsProps<T>) {
  const { t } = useTranslation();
  // Every T has these fields, but TypeScript does not resolve Path<T> of a generic T to them.
  const field = (name: keyof TitledValues) => name as Path<T>;
  return (
    <>
      <BilingualHint />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <BilingualFields
          form={form}
          names={[field('title'), field('title_en')]}
          label={t(`expertise.ops.${section}.title`)}
        />
        <BilingualFields
          form={form}
          names={[field('description'), field('description_en')]}
          label={t(`expertise.ops.${section}.description`)}
          minRows={descriptionRows}
        />
        {children}
      </SimpleGrid>
    </>
  );
}
