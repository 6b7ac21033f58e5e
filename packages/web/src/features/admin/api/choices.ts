// What the Settings tab offers to choose from: the server's models (GET /api/models/) and RCA
// client configurations (GET /api/rca/configs/). Types only from the contract, so zod stays out.
import { useQuery } from '@tanstack/react-query';
import type { ModelInfo } from '@ai-analyst/contract/chat-types';
import type { ClientConfiguration } from '@ai-analyst/contract/rca-types';
import { api } from '../../../lib/api-client';

export function useModelChoices() {
  return useQuery({
    queryKey: ['admin', 'choices', 'models'],
    queryFn: ({ signal }) => api.get<{ models: ModelInfo[] }>('/models/', { signal }),
    select: (body) => body.models,
    staleTime: 60_000,
  });
}

export function useRcaConfigurationChoices() {
  return useQuery({
    queryKey: ['admin', 'choices', 'rca-configs'],
    queryFn: ({ signal }) => api.get<{ configurations: ClientConfiguration[] }>('/rca/configs/', { signal }),
    select: (body) => body.configurations,
    staleTime: 60_000,
  });
}
