// Content images go through the shared MediaImage: the site's own artwork as AVIF/WebP
// at fitting widths, media-host images with optimisation parameters (SPEC §7).
export { MediaImage as ContentImage } from '../../../components/MediaImage';
