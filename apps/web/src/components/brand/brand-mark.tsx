import styles from './brand-mark.module.css';

interface BrandMarkProps {
  /** Edge of the square mark in pixels. */
  size?: number;
  /** Show the "Kabuto" word beside the mark. */
  withName?: boolean;
  /** Dark mark for yellow backgrounds (default), or yellow mark for dark ones. */
  tone?: 'dark' | 'yellow';
}

/** The Kabuto mark: the kanji 兜 (kabuto, a samurai helmet) set in a rounded square. */
export function BrandMark({ size = 32, withName = false, tone = 'dark' }: BrandMarkProps) {
  return (
    <span className={styles.brand}>
      <span
        className={`${styles.mark} ${tone === 'yellow' ? styles.yellow : styles.dark}`}
        style={{ width: size, height: size, fontSize: size * 0.62, borderRadius: size * 0.28 }}
        aria-hidden="true"
        lang="ja"
      >
        兜
      </span>
      {withName && (
        <span className={styles.name} style={{ fontSize: Math.max(16, size * 0.56) }}>
          Kabuto
        </span>
      )}
    </span>
  );
}
