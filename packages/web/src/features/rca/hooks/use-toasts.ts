// Short-lived messages of the RCA views: about 4 seconds each.
import { useCallback, useEffect, useRef, useState } from 'react';

export const TOAST_DURATION_MS = 4000;

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

export function useToasts(duration = TOAST_DURATION_MS) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  const show = useCallback(
    (kind: Toast['kind'], message: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, kind, message }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, duration);
      timers.current.add(timer);
    },
    [dismiss, duration],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return { toasts, show, dismiss };
}
