import { useState, type ImgHTMLAttributes } from 'react';
import { mediaSize, mediaSrcSet } from '../lib/mediaManifest';
import { optimizedImageUrl, optimizedSrcSet } from '../lib/mediaUrl';

const MEDIA_HOST_WIDTHS = [400, 640, 800, 1024, 1280, 1600, 1920];

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
  /** Above the fold: fetched early and at once. */
  priority?: boolean;
};

/**
 * An image in the best form available: the site's own /media artwork as AVIF or WebP at
 * the fitting width, media-host images with optimisation parameters, anything else as is.
 */
export function MediaImage({ src, fallbackSrc, alt, width, height, maxWidth, priority, sizes = '100vw', onError, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src || fallbackSrc || '';
  const url = failed === wanted && fallbackSrc ? fallbackSrc : wanted;
  const size = mediaSize(url);
  const avif = mediaSrcSet(url, 'avif');
  const webp = mediaSrcSet(url, 'webp');
  const hostWidths = maxWidth ? MEDIA_HOST_WIDTHS.filter((w) => w <= maxWidth * 2) : MEDIA_HOST_WIDTHS;
  const hostSrcSet = optimizedSrcSet(url, hostWidths);

  const img = (
    <img
      {...rest}
      src={optimizedImageUrl(url, { width: maxWidth ? maxWidth * 2 : undefined })}
      srcSet={webp || hostSrcSet}
      sizes={webp || hostSrcSet ? sizes : undefined}
      alt={alt}
      width={width ?? size?.width}
      height={height ?? size?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={(event) => {
        if (fallbackSrc && url !== fallbackSrc) setFailed(wanted);
        onError?.(event);
      }}
    />
  );
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
