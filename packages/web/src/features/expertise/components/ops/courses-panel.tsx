import { type OpsCourse, textIn } from '@irama/contracts';
import { Badge, Button, Drawer, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../../components/list-page/list-empty.tsx';
import { ListPagination } from '../../../../components/list-page/list-pagination.tsx';
import { ListSearch } from '../../../../components/list-page/list-search.tsx';
import { ListSelect } from '../../../../components/list-page/list-select.tsx';
import { useListParams } from '../../../../lib/use-list-params.ts';
import { useUrlIds } from '../../../../lib/use-url-ids.ts';
import { useOpsCourseQuery } from '../../api/get-ops-course.ts';
import { useOpsCoursesQuery } from '../../api/get-ops-courses.ts';
import { useOpsTopicsQuery } from '../../api/get-ops-topics.ts';
import { topicIdsOf } from '../../lib/course-filters.ts';
import { Loaded } from '../loaded.tsx';
import { CourseEditor } from './course-editor.tsx';
import { CourseFormModal } from './course-form-modal.tsx';
import { OpsTable } from './ops-table.tsx';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['topic'] as const;
const NO_STATUSES: readonly never[] = [];

/** Staff: every course, published or not; one opens in a drawer with its episodes and their files. */
export function CoursesPanel() {
  const { t, i18n } = useTranslation();
  const params = useListParams<never, (typeof FILTER_KEYS)[number]>(NO_STATUSES, undefined, FILTER_KEYS);
  const { ids, open: openCourse } = useUrlIds(['course']);
  const [isAdding, setIsAdding] = useState(false);
  const topics = useOpsTopicsQuery();
  const topicId = topicIdsOf(params.filters.topic)[0];
  const courses = useOpsCoursesQuery({
    page: params.page,
    limit: PAGE_SIZE,
    search: params.search || undefined,
    topic_id: topicId,
  });
  const openId = ids.course;
  const open = useOpsCourseQuery(openId);
  const topicName = (id: number) => {
    const topic = topics.data?.find((item) => item.id === id);
    return topic ? textIn(i18n.language, topic.name, topic.name_en) : '–';
  };
  const titleOf = (course: Pick<OpsCourse, 'title' | 'title_en'>) =>
    textIn(i18n.language, course.title, course.title_en);

  const setOpenId = (id: number | null) => openCourse('course', id);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1, maxWidth: 640 }}>
          <ListSearch params={params} label={t('expertise.ops.courses.search')} />
          <ListSelect
            label={t('expertise.ops.courses.topic')}
            allLabel={t('expertise.ops.courses.allTopics')}
            options={(topics.data ?? []).map((topic) => ({
              value: String(topic.id),
              label: textIn(i18n.language, topic.name, topic.name_en),
            }))}
            value={params.filters.topic}
            onChange={(value) => params.setFilter('topic', value)}
          />
        </SimpleGrid>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAdding(true)}>
          {t('expertise.ops.courses.add')}
        </Button>
      </Group>
      <Loaded query={courses}>
        {(page) =>
          page.results.length === 0 ? (
            <ListEmpty
              title={t('expertise.ops.courses.emptyTitle')}
              description={t('expertise.ops.courses.emptyDescription')}
            />
          ) : (
            <Stack gap="sm">
              <OpsTable
                minWidth={640}
                label={t('expertise.ops.tabs.courses')}
                headers={[
                  t('expertise.ops.courses.title'),
                  t('expertise.ops.courses.topic'),
                  t('expertise.ops.courses.episodes'),
                  t('expertise.ops.courses.state'),
                ]}
                highlightOnHover
              >
                {page.results.map((course) => (
                  <Table.Tr key={course.id}>
                    <Table.Td>
                      <UnstyledButton onClick={() => setOpenId(course.id)}>
                        <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" lineClamp={2}>
                          {titleOf(course)}
                        </Text>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{topicName(course.topic_id)}</Table.Td>
                    <Table.Td>{course.episode_count}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge size="sm" variant="light" color={course.is_published ? 'teal' : 'gray'} tt="none">
                          {t(
                            course.is_published ? 'expertise.ops.courses.isPublished' : 'expertise.ops.courses.isDraft',
                          )}
                        </Badge>
                        {course.is_mandatory && (
                          <Badge size="sm" variant="light" color="red" tt="none">
                            {t('expertise.course.mandatory')}
                          </Badge>
                        )}
                        {course.featured_position !== null && (
                          <Badge size="sm" variant="light" tt="none">
                            {t('expertise.ops.courses.featuredAt', { position: course.featured_position })}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </OpsTable>
              <ListPagination page={page.page} limit={page.limit} total={page.total} onChange={params.setPage} />
            </Stack>
          )
        }
      </Loaded>
      <CourseFormModal opened={isAdding} course={null} onClose={() => setIsAdding(false)} onSaved={setOpenId} />
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={open.data ? titleOf(open.data) : t('expertise.ops.courses.course')}
      >
        {openId !== null && (
          <Loaded query={open}>{(course) => <CourseEditor course={course} onDeleted={() => setOpenId(null)} />}</Loaded>
        )}
      </Drawer>
    </Stack>
  );
}
