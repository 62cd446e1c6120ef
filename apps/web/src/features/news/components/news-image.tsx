import { useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { publishedDay } from '../utils/published-day';
import styles from './news.module.css';

/** An article's picture, or a quiet placeholder when it has none or it fails to load. */
export function NewsImage({
  src,
  className,
}: {
  src: string | null;
  className: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={`${className ?? ''} ${styles.placeholder ?? ''}`} aria-hidden="true">
        <Icon name="news" size={26} strokeWidth={1.6} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={className}
      onError={() => setFailed(true)}
      data-testid="news-image"
    />
  );
}

/** The day an article was published. */
export function PublishedTime({ iso }: { iso: string | null }) {
  if (!iso) return null;
  return <time dateTime={iso}>{publishedDay(iso)}</time>;
}
