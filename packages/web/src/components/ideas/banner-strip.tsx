import type { IdeaContent } from '@irama/contracts';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedText } from '../../lib/localized.ts';
import classes from './banner-strip.module.css';

/**
 * The feature banners side by side, scrolled sideways on a narrow screen, in the reader's language (or
 * the other when staff wrote only that); each leads where staff pointed it.
 */
export function BannerStrip({ banners, label }: { banners: readonly IdeaContent[]; label: string }) {
  const { i18n } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <Box component="ul" className={classes.strip} aria-label={label}>
      {banners.map((banner) => {
        const summary = localizedText(banner, 'summary', i18n.language);
        const body = (
          <>
            <Text fw={700} c="white" lineClamp={2}>
              {localizedText(banner, 'title', i18n.language)}
            </Text>
            {summary && (
              <Text size="sm" c="white" opacity={0.9} lineClamp={2}>
                {summary}
              </Text>
            )}
          </>
        );
        const style = banner.image_url ? { backgroundImage: `url("${banner.image_url}")` } : undefined;
        const link = banner.link_url;
        return (
          <li key={banner.id} className={classes.item}>
            {link === null ? (
              <div className={classes.banner} style={style}>
                {body}
              </div>
            ) : link.startsWith('/') ? (
              <UnstyledButton component={Link} to={link} className={classes.banner} style={style}>
                {body}
              </UnstyledButton>
            ) : (
              <UnstyledButton
                component="a"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.banner}
                style={style}
              >
                {body}
              </UnstyledButton>
            )}
          </li>
        );
      })}
    </Box>
  );
}
