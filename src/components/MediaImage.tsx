import { useState, type ImgHTMLAttributes } from 'react';
import { imageSources } from '../shared/imageSources';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  /** Shown instead when `src` is empty or fails to load. */
  fallbackSrc?: string;
  alt: string;
  /** Intrinsic size (reserves the space before the file arrives); read from the media manifest when omitted. */
  width?: number;
  height?: number;
  /** The widest the image is ever shown; media-host images are fetched no wider (times two for sharp screens). */
  maxWidth?: number;
  /** The page's first picture: fetched first and at once. */
  priority?: boolean;
  /** Lazy unless it is the priority picture; 'eager' for another image that is always on the first screen. */
  loading?: 'eager' | 'lazy';
};

/**
 * An image in the best form available: the site's own /media artwork as AVIF or WebP at
 * the fitting width, media-host images with optimisation parameters, anything else as is.
 */
export function MediaImage({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  maxWidth,
  priority,
  loading = 'lazy',
  sizes = '100vw',
  onError,
  ...rest
}: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src || fallbackSrc || '';
  const url = failed === wanted && fallbackSrc ? fallbackSrc : wanted;
  // The server preloads a landing page's first image from the same function (server/pages/landingPage.ts).
  const sources = imageSources(url, { sizes, maxWidth });

  const img = (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width ?? sources.width}
      height={height ?? sources.height}
      loading={priority ? 'eager' : loading}
      // A first-screen image decodes as the browser sees fit: 'sync' would hold the main
      // thread while a large picture decodes, just as the page starts.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        if (fallbackSrc && url !== fallbackSrc) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
  if (!sources.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
