import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';

/** How long 'Copied' stays after a copy: 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

/** Writes text to the clipboard, with a textarea fallback for insecure origins. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the fallback (permissions, insecure origin).
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** A copy button that reads 'Copied' for two seconds after a click. */
export function CopyButton({
  text,
  label = 'Copy',
  className = '',
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={`rc-copy ${className}`}
      onClick={async () => {
        await copyText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      }}
      aria-label={copied ? 'Copied' : label}
    >
      {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      <span>{copied ? 'Copied' : label}</span>
    </button>
  );
}
