import { Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { can, useSession } from '../../lib/session-context.tsx';
import { useDashboardQuery } from './api/get-dashboard.ts';
import { DashboardCards } from './components/dashboard-cards.tsx';
import { DashboardSkeleton } from './components/dashboard-skeleton.tsx';
import classes from './dashboard.module.css';
import { QUICK_LINKS } from './lib/quick-links.ts';

/** While /me loads the links are not known yet: placeholders of their height keep the page's length. */
const QUICK_LINK_PLACEHOLDERS = [0, 1, 2, 3, 4, 5];
const QUICK_LINK_HEIGHT = 90;

function greetingKey(now: Date): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'Asia/Jakarta' }).format(now));
  if (hour < 11) return 'dashboard.greeting.morning';
  if (hour < 15) return 'dashboard.greeting.afternoon';
  if (hour < 18) return 'dashboard.greeting.evening';
  return 'dashboard.greeting.night';
}

/** Home: a greeting, the dashboard's widgets from one call, and quick links to the user's features. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { me, permissions, isMeLoading } = useSession();
  const links = QUICK_LINKS.filter((link) => can(permissions, link.permission));
  const dashboard = useDashboardQuery();

  return (
    <Stack gap="xl">
      <Paper className={classes.hero} radius="lg" p={{ base: 'lg', sm: 'xl' }} data-tour="home-greeting">
        <Text fz="sm" fw={600} className={classes.heroMuted}>
          {t(greetingKey(new Date()))}
        </Text>
        <Title order={1} c="white" fz={{ base: 26, sm: 32 }}>
          {t('dashboard.welcome', { name: me?.user.firstname ?? '' })}
        </Title>
        {/* Holds its line while /me loads, so nothing below moves when the company's name arrives. */}
        <Group gap="xs" mt="xs" mih={24}>
          <Text c="white" fw={500}>
            {me?.company.company}
          </Text>
          {me && (
            <Badge variant="white" color="dark" size="sm">
              {t(`dashboard.roles.${me.user.role}`)}
            </Badge>
          )}
        </Group>
        <Text mt="sm" maw={560} className={classes.heroMuted}>
          {t('dashboard.intro')}
        </Text>
      </Paper>

      <section aria-labelledby="home-dashboard">
        <Title order={2} size="h3" id="home-dashboard" mb="md">
          {t('dashboard.dashboard.title')}
        </Title>
        {dashboard.data ? (
          <DashboardCards dashboard={dashboard.data} />
        ) : dashboard.isError ? (
          <Stack gap="sm" align="flex-start">
            <ErrorAlert error={dashboard.error} />
            <Button variant="light" onClick={() => dashboard.refetch()} loading={dashboard.isFetching}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : (
          <DashboardSkeleton />
        )}
      </section>

      <section aria-labelledby="home-quick-links" data-tour="home-quick-links">
        <Title order={2} size="h3" id="home-quick-links" mb="md">
          {t('dashboard.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="md">
          {isMeLoading &&
            QUICK_LINK_PLACEHOLDERS.map((key) => <Skeleton key={key} height={QUICK_LINK_HEIGHT} radius="md" />)}
          {links.map((link) => (
            <Card
              key={link.id}
              component={Link}
              to={link.to}
              withBorder
              radius="md"
              padding="md"
              className={classes.card}
            >
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
                  <link.icon size={22} stroke={1.7} />
                </ThemeIcon>
                <div className={classes.cardText}>
                  <Text fw={700}>{t(link.titleKey)}</Text>
                  <Text size="sm" c="dimmed" mt={2}>
                    {t(link.descriptionKey)}
                  </Text>
                </div>
                <IconArrowRight size={18} className={classes.cardArrow} aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
