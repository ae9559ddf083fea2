import { fireEvent, render, screen, within } from '@testing-library/react';
import { gallery } from '../../stories/fixtures';
import { Gallery } from './Gallery';

const thumbnails = () =>
  within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button');
const dots = () => within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('button');

describe('Gallery', () => {
  it('loads the image shown first at once with high priority and the others lazily, unless told it is not first', () => {
    const stageImages = () =>
      screen
        .getAllByRole('group', { hidden: true })
        // The slides, not the stage that holds them.
        .filter((group) => /^\d+ of \d+$/.test(group.getAttribute('aria-label') ?? ''))
        .flatMap((slide) => [...slide.querySelectorAll('img')]);
    const { unmount } = render(<Gallery items={gallery} />);
    const [first, ...rest] = stageImages();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    unmount();
    render(<Gallery items={gallery} priority={false} />);
    for (const image of stageImages()) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('starts at the first item', () => {
    render(<Gallery items={gallery} />);
    expect(thumbnails()[0]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '1 of 5' })).not.toHaveAttribute('aria-hidden');
  });

  it('selects a thumbnail or dot and scrolls that item into view', () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    render(<Gallery items={gallery} />);
    fireEvent.click(thumbnails()[2]!);
    expect(thumbnails()[2]).toHaveAttribute('aria-current', 'true');
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
    expect(scrolled.at(-1)).toBe(screen.getByRole('group', { name: '3 of 5' }));
    fireEvent.click(dots()[1]!);
    expect(scrolled.at(-1)).toBe(screen.getByRole('group', { name: '2 of 5' }));
    spy.mockRestore();
  });

  it('loads a video when its slide is first shown, and reloads it when it is selected again', () => {
    render(<Gallery items={gallery} />);
    // The video is the last of five: until then its slide is a link to it, and no player loads.
    expect(document.querySelector('video')).toBeNull();
    expect(
      screen.getByRole('link', { name: /^Play video: /, hidden: true }).getAttribute('href'),
    ).toBe(gallery[4]!.url);
    fireEvent.click(thumbnails()[4]!);
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', gallery[4]!.url);
    const load = vi.spyOn(video, 'load');
    fireEvent.click(thumbnails()[0]!);
    fireEvent.click(thumbnails()[4]!);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a video that comes first in its player from the start', () => {
    render(<Gallery items={[gallery[4]!, gallery[0]!]} />);
    expect(document.querySelector('video')).toHaveAttribute('src', gallery[4]!.url);
  });

  it('embeds a video that is a player page, and reloads it when it is selected', () => {
    const items = [
      { isVideo: false, url: '/media/a.svg', altText: 'Front view' },
      { isVideo: true, url: '/media/videos/install/embed.html', altText: 'Installation film' },
    ];
    render(<Gallery items={items} />);
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(thumbnails()[1]!);
    fireEvent.click(thumbnails()[0]!);
    const frame = screen.getByTitle('Installation film');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/media/videos/install/embed.html');
    const assigned: string[] = [];
    Object.defineProperty(frame, 'src', {
      configurable: true,
      get: () => '/media/videos/install/embed.html',
      set: (value: string) => assigned.push(value),
    });
    fireEvent.click(thumbnails()[1]!);
    expect(assigned).toEqual(['/media/videos/install/embed.html']);
  });

  it('loads no video until asked when told to save data, then plays the one asked for', () => {
    const items = [
      { isVideo: false, url: '/media/a.svg', altText: 'Front view' },
      { isVideo: true, url: '/media/videos/install/embed.html', altText: 'Installation film' },
      { isVideo: true, url: '/media/videos/clean.mp4', altText: 'Cleaning film' },
    ];
    render(<Gallery items={items} videosOnRequest />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(thumbnails()[1]!);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Play video: Installation film' }));
    expect(screen.getByTitle('Installation film')).toHaveAttribute(
      'src',
      '/media/videos/install/embed.html',
    );
    // The other video still waits for its own press.
    expect(document.querySelector('video')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Play video: Cleaning film', hidden: true }),
    ).toBeInTheDocument();
  });

  it('moves with the arrow keys on the stage, within the first and last item', () => {
    render(<Gallery items={gallery} />);
    const stage = screen.getByLabelText('Selected item');
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(thumbnails()[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(thumbnails()[1]).toHaveAttribute('aria-current', 'true');
  });

  it('shows one "no image" placeholder for an empty gallery', () => {
    render(<Gallery items={[]} />);
    expect(screen.getAllByRole('group', { name: /^\d+ of \d+$/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'no image' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
  });
});

describe('Gallery under reduced motion', () => {
  it('jumps to the selected item instead of scrolling smoothly', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<Gallery items={gallery} />);
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole('button')[1]!,
    );
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
    spy.mockRestore();
    matchMedia.mockRestore();
  });
});
