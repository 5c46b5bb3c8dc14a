import type { ReleaseDetail } from '@irama/contracts';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../../lib/use-field-message.ts';
import type { IssueTarget, ReleaseIssue } from './release-issues.ts';

/** "Track 2 (Ambyar) · ISRC" or "Cover art": what a field error is about, in words. */
export function issueLabel(t: TFunction, target: IssueTarget, release: ReleaseDetail): string {
  if (target.scope === 'album') {
    const key = `release.editor.fields.${target.field}`;
    return target.field && t(key, { defaultValue: '' }) ? t(key) : t('release.editor.review.release');
  }
  if (target.index < 0) return t('release.editor.review.tracks');
  const track = release.tracks[target.index];
  const name = t('release.editor.review.trackN', { number: target.index + 1, title: track?.title ?? '' });
  const fieldKey = `release.editor.trackFields.${target.field}`;
  return target.field && t(fieldKey, { defaultValue: '' }) ? `${name} · ${t(fieldKey)}` : name;
}

interface IssueListProps {
  release: ReleaseDetail;
  issues: ReleaseIssue[];
  title: string;
  color?: string;
  /** When given, each issue links to its field. */
  onGoTo?: (target: IssueTarget) => void;
}

/** The fields to fix, each named and (in the editor) linked to where it is edited. */
export function IssueList({ release, issues, title, color = 'red', onGoTo }: IssueListProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  if (issues.length === 0) return null;
  return (
    <Alert color={color} variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <List size="sm" spacing={4}>
        {issues.map((issue) => {
          const label = issueLabel(t, issue.target, release);
          return (
            <List.Item key={issue.path}>
              {onGoTo ? (
                <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onGoTo(issue.target)}>
                  {label}
                </Anchor>
              ) : (
                <Text span size="sm" fw={600}>
                  {label}
                </Text>
              )}
              {': '}
              {message(issue.message)}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
