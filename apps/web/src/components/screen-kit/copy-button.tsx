import { useEffect, useState } from 'react';
import { Icon } from '@/components/icon/icon';
import { copyText } from '@/lib/clipboard';
import styles from './screen-kit.module.css';

/** How long the button says "copied". */
const COPIED_MS = 1600;

interface CopyButtonProps {
  text: string;
  label: string;
  copiedLabel: string;
  testId?: string;
}

/** Copies `text` to the clipboard and says so on the button itself. */
export function CopyButton({ text, label, copiedLabel, testId }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      className={styles.copy}
      data-copied={copied}
      data-testid={testId}
      onClick={() => {
        void copyText(text).then(setCopied);
      }}
    >
      <Icon name={copied ? 'check' : 'document'} size={13} strokeWidth={2.2} />
      {copied ? copiedLabel : label}
    </button>
  );
}
