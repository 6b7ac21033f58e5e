import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support';
import { ModelRegistry } from './models';

const registryWith = (env: Record<string, string>) => new ModelRegistry(testConfig(env).llm);

describe('the language model that takes the questions the built-in analyst is unsure of', () => {
  const everything = {
    OPENAI_API_KEY: 'sk-test',
    ANTHROPIC_API_KEY: 'sk-ant',
    LLM_BASE_URL: 'http://127.0.0.1:9/v1',
    LLM_MODELS: 'llama3',
  };

  it('is none when no language model is configured', () => {
    expect(registryWith({}).fallbackFor()).toBeUndefined();
  });

  it("is the organization's default model when that is a language model", () => {
    const registry = registryWith(everything);
    const all = ['analyst', 'openai', 'anthropic', 'openai_compatible'];
    expect(registry.fallbackFor({ enabledProviders: all, defaultModel: 'claude-3' })?.id).toBe('claude-3');
    expect(registry.fallbackFor({ enabledProviders: all, defaultModel: 'llama3' })?.id).toBe('llama3');
  });

  it('skips providers the organization switched off', () => {
    const registry = registryWith(everything);
    expect(registry.fallbackFor({ enabledProviders: ['analyst', 'anthropic'] })?.id).toBe('claude-3');
    expect(registry.fallbackFor({ enabledProviders: ['analyst', 'openai_compatible'], defaultModel: 'gpt-4' })?.id).toBe(
      'llama3',
    );
  });

  it('is none when the organization uses only the built-in analyst', () => {
    expect(registryWith(everything).fallbackFor({ enabledProviders: ['analyst'] })).toBeUndefined();
  });
});
