// Bundled pictures the career page shows when its content call fails or leaves one out;
// the texts fall back to the bundled dictionary (language/dictionary/pages.ts).
export const CAREER_FALLBACK_IMAGES = {
  banner: '/media/banner-career.webp',
  job: '/media/job-service-crew.webp',
};

/** Intrinsic size of job pictures (8:5), so cards keep their shape before images load. */
export const JOB_IMAGE_SIZE = { width: 800, height: 500 };
