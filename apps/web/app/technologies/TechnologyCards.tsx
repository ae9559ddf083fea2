// Technologies as link cards with their emblems: the room pages and the WaterWise page show them so.
import type { Technology } from '@fittings/api-client';
import { plainName, technologyHref } from '../content/content';
import { LinkCards } from '../kit/LinkCards';

export function TechnologyCards({ technologies }: { technologies: readonly Technology[] }) {
  return (
    <LinkCards
      imageStyle="emblem"
      cards={technologies.map((t) => ({
        title: plainName(t.name),
        href: technologyHref(t.route),
        text: t.summary,
        image: t.image,
      }))}
    />
  );
}
