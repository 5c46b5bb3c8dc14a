import { type TeamProgress, textIn } from '@irama/contracts';
import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTeamProgressQuery } from '../api/get-team-progress.ts';
import { Loaded } from './loaded.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { SectionEmpty } from './section-empty.tsx';

type Member = TeamProgress['members'][number];

/** One admin's progress in one course: episodes watched of all, as words and a thin bar. */
function ProgressCell({ member, courseId }: { member: Member; courseId: number }) {
  const { t } = useTranslation();
  const progress = member.courses.find((course) => course.course_id === courseId);
  if (!progress || progress.total === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const isDone = progress.watched === progress.total;
  return (
    <Stack gap={4} miw={72}>
      <Text size="sm" c={isDone ? 'teal' : undefined} fw={isDone ? 600 : undefined}>
        {isDone ? t('expertise.progress.done') : `${progress.watched}/${progress.total}`}
      </Text>
      <Progress
        value={(progress.watched / progress.total) * 100}
        size="xs"
        color={isDone ? 'teal' : undefined}
        aria-hidden
      />
    </Stack>
  );
}

/** The owner's view: how far each admin of the company is in every course. */
export function TeamProgressSection() {
  const { t, i18n } = useTranslation();
  const team = useTeamProgressQuery();
  return (
    <SectionCard title={t('expertise.team.title')} description={t('expertise.team.description')}>
      <Loaded query={team}>
        {({ courses, members }) =>
          members.length === 0 || courses.length === 0 ? (
            <SectionEmpty>{t('expertise.team.empty')}</SectionEmpty>
          ) : (
            <ScrollTable minWidth={220 + courses.length * 140} label={t('expertise.team.caption')}>
              <Table verticalSpacing="sm" aria-label={t('expertise.team.caption')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th miw={200}>{t('expertise.team.member')}</Table.Th>
                    {courses.map((course) => (
                      <Table.Th key={course.id}>
                        <Text size="sm" fw={600} lineClamp={2}>
                          {textIn(i18n.language, course.title, course.title_en)}
                        </Text>
                        {course.is_mandatory && (
                          <Badge size="xs" variant="light" color="red" tt="none">
                            {t('expertise.course.mandatory')}
                          </Badge>
                        )}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.map((member) => (
                    <Table.Tr key={member.user_id}>
                      <Table.Th scope="row" fw={400}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {member.name}
                          {member.is_owner && ` · ${t('expertise.team.owner')}`}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                          {member.email}
                        </Text>
                      </Table.Th>
                      {courses.map((course) => (
                        <Table.Td key={course.id}>
                          <ProgressCell member={member} courseId={course.id} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )
        }
      </Loaded>
    </SectionCard>
  );
}
