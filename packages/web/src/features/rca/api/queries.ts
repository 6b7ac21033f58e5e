// TanStack Query hooks of the request form: the client configurations and dataset suggestions.
import { useQuery } from '@tanstack/react-query';
import { rcaApi } from './rca-api';

export function useClientConfigurations(enabled: boolean) {
  return useQuery({
    queryKey: ['rca', 'configurations'],
    queryFn: rcaApi.configurations,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Dataset names for the data source suggestions; an error just means no suggestions. */
export function useDatasetSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: ['rca', 'dataset-names'],
    queryFn: rcaApi.datasetNames,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
