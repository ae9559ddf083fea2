import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textWrapper } from '../test/text';
import { autoplayUrl, VideoFacade } from './VideoFacade';

const video = {
  id: 'touch2o-explained',
  title: 'Touch2O: a tap is all it takes',
  thumbnail: '/media/videos/touch2o-explained/poster.svg',
  embedUrl: '/media/videos/touch2o-explained/embed.html?v=1',
  durationSeconds: 94,
};

describe('VideoFacade', () => {
  it('loads no player until the visitor presses play', async () => {
    const { container } = render(<VideoFacade video={video} />, {
      wrapper: await textWrapper('en'),
    });
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('link', {
      name: 'Play video: Touch2O: a tap is all it takes (1:34)',
    });
    // Without JavaScript the poster leads to the video's own page.
    expect(play).toHaveAttribute('href', video.embedUrl);
  });

  it('swaps the poster for the player, asks it to play and moves focus to it', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    render(<VideoFacade video={video} onPlay={onPlay} />, {
      wrapper: await textWrapper('en'),
    });
    await user.click(screen.getByRole('link', { name: /Play video/ }));
    const frame = screen.getByTitle(video.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      '/media/videos/touch2o-explained/embed.html?v=1&autoplay=1',
    );
    expect(frame).toHaveFocus();
    expect(onPlay).toHaveBeenCalledWith('touch2o-explained');
    expect(screen.queryByRole('link', { name: /Play video/ })).toBeNull();
  });

  it('shows no poster picture when told to save data, and still plays on request', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoFacade video={video} poster={false} />, {
      wrapper: await textWrapper('en'),
    });
    expect(container.querySelector('img')).toBeNull();
    await user.click(
      screen.getByRole('link', { name: 'Play video: Touch2O: a tap is all it takes (1:34)' }),
    );
    expect(screen.getByTitle(video.title).tagName).toBe('IFRAME');
  });

  it('names its play button in Hindi on a Hindi page, keeping the film’s own title', async () => {
    render(<VideoFacade video={video} />, { wrapper: await textWrapper('hi') });
    expect(
      screen.getByRole('link', { name: 'चलाएँ वीडियो: Touch2O: a tap is all it takes (1:34)' }),
    ).toBeTruthy();
  });

  it('adds autoplay to absolute and relative player addresses alike', () => {
    expect(autoplayUrl('https://cdn.example.in/media/v/embed.html')).toBe(
      'https://cdn.example.in/media/v/embed.html?autoplay=1',
    );
    expect(autoplayUrl('/media/v/embed.html?v=2')).toBe('/media/v/embed.html?v=2&autoplay=1');
  });
});
