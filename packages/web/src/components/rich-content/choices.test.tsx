import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import MarkdownRenderer from './markdown-renderer';
import { onChoicePicked } from './choice-event';
import { parseChoices } from './types';

describe('choices of a clarifying question', () => {
  it('renders a ```choices block as buttons; a click sends that choice once', () => {
    const picked = vi.fn();
    const stop = onChoicePicked(picked);
    const block = JSON.stringify({ type: 'choices', choices: ['average temp max', 'average temp min'] });
    render(<MarkdownRenderer content={`Which one did you mean?\n\n\`\`\`choices\n${block}\n\`\`\``} />);
    fireEvent.click(screen.getByRole('button', { name: 'average temp min' }));
    expect(picked).toHaveBeenCalledWith('average temp min');
    // answered: the other choice can no longer be sent
    expect(screen.getByRole('button', { name: 'average temp max' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'average temp max' }));
    expect(picked).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refuses a body without choices', () => {
    expect(() => parseChoices('{"type":"choices","choices":[]}')).toThrow();
    expect(() => parseChoices('{"type":"choices"}')).toThrow();
    expect(parseChoices('{"choices":["a", 3, "b"]}').choices).toEqual(['a', 'b']);
    render(<MarkdownRenderer content={'```choices\n{"choices":[]}\n```'} />);
    expect(screen.getByText('Failed to render choices')).toBeInTheDocument();
  });
});
