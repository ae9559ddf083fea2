// Videos as the pages show them: the technology page a video links to, and its VideoObject structured data.
import type { Video } from '@fittings/api-client';
import type { Technology } from '@fittings/api-client';

/** The route of the technology page a video explains, when the technology has a page. */
export function videoTechnologyRoute(
  video: Pick<Video, 'technology'>,
  technologies: readonly Pick<Technology, 'slug' | 'route'>[],
): string | undefined {
  if (!video.technology) return undefined;
  return technologies.find((t) => t.slug === video.technology?.slug)?.route || undefined;
}

/** ISO 8601 duration, as schema.org wants it: `PT1M34S`. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${whole % 60}S`;
}

export function videoJsonLd(video: Omit<Video, 'products'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: video.thumbnail,
    uploadDate: video.publishedOn,
    duration: isoDuration(video.durationSeconds),
    embedUrl: video.embedUrl,
  };
}

/** Several videos as one ItemList, since a page keeps one JSON-LD script per type. */
export function videoListJsonLd(videos: readonly Omit<Video, 'products'>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: videos.map((video, index) => {
      const { '@context': _context, ...item } = videoJsonLd(video);
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  };
}
