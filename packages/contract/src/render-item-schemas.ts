/**
 * Render items, the schemas that check one. Their types, and what each field means, are zod-free
 * in ./render-items; every item a schema accepts is an item of that type (checked when the
 * package typechecks).
 */
import { z } from 'zod';
import {
  CHART_TYPES,
  MAX_CHOICES,
  TABLE_PAGE_SIZE,
  type ChartItem,
  type ChoicesItem,
  type CodeItem,
  type ImageItem,
  type MarkdownItem,
  type MathItem,
  type RenderItem,
  type TableItem,
  type TextItem,
} from './render-items';
import type { Checks } from './schema-checks';

export const textItemSchema = z.object({ type: z.literal('text'), content: z.string() });
export const markdownItemSchema = z.object({ type: z.literal('markdown'), content: z.string() });
export const codeItemSchema = z.object({
  type: z.literal('code'),
  content: z.string(),
  language: z.string().optional(),
  showLineNumbers: z.boolean().optional(),
  highlightLines: z.array(z.number().int().min(1)).optional(),
});
export const mathItemSchema = z.object({
  type: z.literal('math'),
  content: z.string(),
  displayMode: z.boolean().optional(),
});

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const tableItemSchema = z.object({
  type: z.literal('table'),
  headers: z.array(z.string()),
  rows: z.array(z.array(cellSchema)),
  metadata: z.object({
    pageSize: z.number().int().min(1).default(TABLE_PAGE_SIZE),
    title: z.string().optional(),
    totalRows: z.number().int().optional(),
    truncated: z.boolean().optional(),
  }),
});

export const chartTypeSchema = z.enum(CHART_TYPES);
const chartPointSchema = z.object({
  x: z.union([z.number(), z.string()]),
  y: z.number(),
  label: z.string().optional(),
});
export const chartItemSchema = z.object({
  type: z.literal('chart'),
  chartType: chartTypeSchema,
  title: z.string(),
  data: z
    .object({
      labels: z.array(z.union([z.string(), z.number()])),
      datasets: z.array(
        z.object({
          label: z.string(),
          data: z.union([z.array(z.number().nullable()), z.array(chartPointSchema)]),
        }),
      ),
    })
    .optional(),
  plotly: z
    .object({
      data: z.array(z.record(z.string(), z.unknown())),
      layout: z.record(z.string(), z.unknown()),
    })
    .optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});

export const imageItemSchema = z
  .object({
    type: z.literal('image'),
    base64: z.string().optional(),
    url: z.string().optional(),
    format: z.string().optional(),
    filename: z.string().optional(),
    width: z.number().positive().optional(),
    height: z.number().positive().optional(),
    size: z.number().nonnegative().optional(),
    alt: z.string().optional(),
  })
  .refine((i) => i.base64 !== undefined || i.url !== undefined, { message: 'No image source provided' });

/** A short question with clickable answers; a click sends the choice as the next message (```choices). */
export const choicesItemSchema = z.object({
  type: z.literal('choices'),
  question: z.string().optional(),
  choices: z.array(z.string().min(1)).min(1).max(MAX_CHOICES),
});

export const renderItemSchema = z.union([
  choicesItemSchema,
  textItemSchema,
  markdownItemSchema,
  codeItemSchema,
  mathItemSchema,
  tableItemSchema,
  chartItemSchema,
  imageItemSchema,
]);

const schemasMatchTypes: [
  Checks<typeof textItemSchema, TextItem>,
  Checks<typeof markdownItemSchema, MarkdownItem>,
  Checks<typeof codeItemSchema, CodeItem>,
  Checks<typeof mathItemSchema, MathItem>,
  Checks<typeof tableItemSchema, TableItem>,
  Checks<typeof chartItemSchema, ChartItem>,
  Checks<typeof imageItemSchema, ImageItem>,
  Checks<typeof choicesItemSchema, ChoicesItem>,
  Checks<typeof renderItemSchema, RenderItem>,
] = [true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;

/** How markdown is rendered (see RendererOptions). */
export const rendererOptionsSchema = z.object({
  enableGFM: z.boolean().default(true),
  allowHTML: z.boolean().default(false),
});
