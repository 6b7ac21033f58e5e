// The event a clicked choice of a clarifying question sends up to the chat page, which posts the
// choice as the user's next message. A window event keeps the lazily loaded markdown renderer
// free of the chat's state.

export const CHOICE_EVENT = 'analyst-choice';

/** Sends `choice` as the next message of the conversation on screen. */
export function pickChoice(choice: string): void {
  window.dispatchEvent(new CustomEvent<string>(CHOICE_EVENT, { detail: choice }));
}

/** Calls `onChoice` for every choice picked until the returned function is called. */
export function onChoicePicked(onChoice: (choice: string) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail === 'string' && detail.trim() !== '') onChoice(detail);
  };
  window.addEventListener(CHOICE_EVENT, listener);
  return () => window.removeEventListener(CHOICE_EVENT, listener);
}
