import { describe, expect, it } from 'vitest';
import { detectIntent } from './intent';

describe('asking which data there is', () => {
  it('is a question about the datasets, tables or files themselves', () => {
    for (const q of [
      'what datasets do I have?',
      'list the datasets',
      'what tables do I have?',
      'which files are there',
      'show my files',
    ])
      expect(detectIntent(q), q).toBe('list');
  });

  it('is not a question that names the rows "tables" (a restaurant\'s tables) or "files"', () => {
    for (const q of [
      'what % of tables ordered dessert',
      'how many tables had 4 guests',
      'which files were the largest',
    ])
      expect(detectIntent(q), q).not.toBe('list');
  });
});
