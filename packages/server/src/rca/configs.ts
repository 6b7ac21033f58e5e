import type { ClientConfiguration } from '@ai-analyst/contract';

/**
 * Client configurations: named profiles of defaults an RCA applies. A null metric or time
 * column means "detect it from the data"; dimensions are preferred candidates, and the engine
 * still considers every other low-cardinality column.
 */
export const clientConfigurations: ClientConfiguration[] = [
  {
    client_id: 'demo',
    name: 'Demo client',
    description:
      'Detects the metric, the time column and the dimensions from the data. A good start for any table.',
    defaults: {
      metric: null,
      time_column: null,
      dimensions: [],
      thresholds: { min_change_pct: 5, min_explained_share: 0.5 },
    },
  },
  {
    client_id: 'ecommerce_sales',
    name: 'E-commerce sales',
    description:
      'Revenue by order date, split by region, channel, category and product; revenue decomposed into orders × average order value.',
    defaults: {
      metric: 'revenue',
      time_column: 'order_date',
      dimensions: ['region', 'channel', 'category', 'product', 'device'],
      thresholds: { min_change_pct: 5, min_explained_share: 0.5 },
    },
  },
  {
    client_id: 'saas_subscriptions',
    name: 'SaaS subscriptions',
    description: 'Monthly recurring revenue and churn by plan, segment, country and acquisition channel.',
    defaults: {
      metric: 'mrr',
      time_column: 'month',
      dimensions: ['plan', 'segment', 'country', 'channel'],
      thresholds: { min_change_pct: 3, min_explained_share: 0.5 },
    },
  },
  {
    client_id: 'web_traffic',
    name: 'Web traffic',
    description:
      'Sessions and conversion rate (conversions / sessions) by source, device, country and landing page.',
    defaults: {
      metric: 'conversions/sessions',
      time_column: 'date',
      dimensions: ['source', 'device', 'country', 'landing_page'],
      thresholds: { min_change_pct: 5, min_explained_share: 0.5 },
    },
  },
];

export function findClientConfiguration(clientId: string): ClientConfiguration | undefined {
  return clientConfigurations.find((c) => c.client_id === clientId);
}
