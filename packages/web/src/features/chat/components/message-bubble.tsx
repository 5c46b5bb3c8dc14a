import type { ChatMessage } from '@irama/contracts';
import { ActionIcon, Anchor, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDotsVertical, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/chat-time.ts';
import { linkify } from '../lib/linkify.ts';
import classes from './chat.module.css';
import { ReportMessageModal } from './report-message-modal.tsx';

/** A message's text as typed, its web addresses as links that open in a new tab; never HTML. */
export function MessageText({ text }: { text: string }) {
  return linkify(text).map((part, index) =>
    part.kind === 'link' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable text, in order.
      <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit underline="always">
        {part.text}
      </Anchor>
    ) : (
      part.text
    ),
  );
}

interface MessageBubbleProps {
  conversationId: number;
  message: ChatMessage;
}

/** One message: the caller's on the right; the other side's with a menu to report it. */
export function MessageBubble({ conversationId, message }: MessageBubbleProps) {
  const { t, i18n } = useTranslation();
  const [isReporting, report] = useDisclosure(false);
  const time = formatTime(message.sent_at, i18n.language);
  return (
    <li className={classes.row} data-mine={message.is_mine || undefined}>
      <div className={classes.bubble}>
        <Text size="sm" inherit component="div">
          <MessageText text={message.message} />
        </Text>
        <Text size="xs" ta="right" mt={2} style={{ opacity: 0.7 }}>
          <time dateTime={message.sent_at}>{time}</time>
        </Text>
      </div>
      {!message.is_mine && (
        <>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.message.actions', { time })}>
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFlag size={16} />} onClick={report.open}>
                {t('chat.message.report')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {isReporting && (
            <ReportMessageModal onClose={report.close} conversationId={conversationId} message={message} />
          )}
        </>
      )}
    </li>
  );
}
