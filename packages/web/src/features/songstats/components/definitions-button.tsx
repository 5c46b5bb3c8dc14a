import { Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { useDefinitionsQuery } from '../api/get-definitions.ts';

/** "What do these numbers mean?": each metric explained in the reader's language, in a drawer. */
export function DefinitionsButton() {
  const { t, i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const query = useDefinitionsQuery(isOpen);
  const language = i18n.language === 'en' ? 'en' : 'id';
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconHelpCircle size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('songstats.definitions.open')}
      </Button>
      <Drawer opened={isOpen} onClose={() => setOpen(false)} title={t('songstats.definitions.title')} position="right">
        {query.data ? (
          <Stack gap="md" component="dl" m={0}>
            {query.data.definitions.map((definition) => (
              <div key={definition.metric}>
                <Title order={3} size="h6" component="dt">
                  {definition.name[language]}
                </Title>
                <Text size="sm" component="dd" m={0}>
                  {definition.description[language]}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <QueryState error={query.error} />
        )}
      </Drawer>
    </>
  );
}
