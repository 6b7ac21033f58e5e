// The choices of a clarifying question as buttons (```choices render item). A click sends the
// choice as the next message; once one is picked the others are disabled, so a question is
// answered once.
import { useState } from 'react';
import { pickChoice } from './choice-event';
import type { ChoicesItem } from './types';

export function ChoicesRenderer({ item }: { item: ChoicesItem }) {
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div className="rc-choices" role="group" aria-label={item.question ?? 'Choices'}>
      {item.question && <p className="rc-choices-question">{item.question}</p>}
      {item.choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={`rc-choice${picked === choice ? ' is-picked' : ''}`}
          disabled={picked !== null}
          onClick={() => {
            setPicked(choice);
            pickChoice(choice);
          }}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
