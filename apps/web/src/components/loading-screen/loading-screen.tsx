import styles from './loading-screen.module.css';

/**
 * The start-up loading screen: the brand while the app (or a screen's code) loads. It has no
 * words so it reads the same in every language before the texts are ready. index.html draws
 * the same picture before the script runs.
 */
export function LoadingScreen() {
  return (
    <div className={styles.screen} data-testid="loading-screen" role="progressbar" aria-busy="true">
      <span className={styles.mark} lang="ja">
        兜
      </span>
      <span className={styles.name}>Kabuto</span>
      <span className={styles.bar} aria-hidden="true">
        <span />
      </span>
    </div>
  );
}
