import { useState } from 'react';
import { RenderBoundary, RenderError } from './render-error';
import type { ImageItem } from './types';

export const IMAGE_MAX_WIDTH = 600;
export const IMAGE_MAX_HEIGHT = 400;

const SAFE_FORMAT = /^(png|jpe?g|gif|webp|svg\+xml|bmp|avif)$/i;

/** The image's source, or null; only http(s), same-origin paths and image data URLs are used. */
export function imageSource(item: ImageItem): string | null {
  if (item.url) {
    const url = item.url.trim();
    if (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) || /^data:image\//i.test(url)) return url;
    return null;
  }
  if (item.base64) {
    const data = item.base64.replace(/^data:image\/[\w.+-]+;base64,/i, '');
    const format = (item.format ?? 'png').toLowerCase().replace(/^svg$/, 'svg+xml');
    return `data:image/${SAFE_FORMAT.test(format) ? format : 'png'};base64,${data}`;
  }
  return null;
}

function ImageInner({ item }: { item: ImageItem }) {
  const [failed, setFailed] = useState(false);
  const src = imageSource(item);
  if (!src) return <RenderError message="No image source provided" />;
  if (failed) return <RenderError message="Failed to load image" />;
  const maxWidth = item.width ?? IMAGE_MAX_WIDTH;
  const maxHeight = item.height ?? IMAGE_MAX_HEIGHT;
  return (
    <figure className="rc-image">
      <img
        src={src}
        alt={item.alt ?? item.filename ?? 'Image'}
        style={{ maxWidth: `min(100%, ${maxWidth}px)`, maxHeight }}
        onError={() => setFailed(true)}
        loading="lazy"
      />
      {item.filename && <figcaption>{item.filename}</figcaption>}
    </figure>
  );
}

/** An image render item from a URL or base64 data, at most 600 × 400 by default. */
export function ImageRenderer({ item }: { item: ImageItem }) {
  return (
    <RenderBoundary message="Failed to render image">
      <ImageInner item={item} />
    </RenderBoundary>
  );
}
