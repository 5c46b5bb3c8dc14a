import { Image } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import classes from './course-poster.module.css';

/** A course's poster at 16:9 (a letterbox on a phone), or a plain placeholder while staff have uploaded none. */
export function CoursePoster({ url }: { url: string | null }) {
  return (
    <div className={`${classes.poster} ${classes.compact}`}>
      {url ? (
        <Image src={url} alt="" loading="lazy" fit="cover" w="100%" h="100%" />
      ) : (
        <IconSchool size={40} aria-hidden />
      )}
    </div>
  );
}
