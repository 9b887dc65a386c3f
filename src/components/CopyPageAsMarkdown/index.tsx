import React, {useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPathOf} from '@site/plugins/llms-export/paths';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Copy failed: open the Markdown link instead.',
};

export default function CopyPageAsMarkdown() {
  const {metadata} = useDoc();
  const markdownUrl = markdownPathOf(metadata.permalink);
  const [status, setStatus] = useState<Status>('idle');

  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Copy page as Markdown
      </button>
      <a className={styles.link} href={markdownUrl} target="_blank" rel="noopener">
        View Markdown
      </a>
      <span role="status" className={styles.status}>
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
