import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand/brand-mark';
import styles from './auth.module.css';

interface AuthFrameProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The shared frame of the login and registration screens: a yellow hero over a form card. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.hero}>
        <BrandMark size={44} />
        <div>
          <h2 className={styles.heroTitle}>{title}</h2>
          <p className={styles.heroSubtitle}>{subtitle}</p>
        </div>
      </div>
      <div className={styles.card}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
