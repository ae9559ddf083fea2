import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';
import { drawingSrc, photoSrc, photoVariants } from './fixtures';

describe('ResponsiveImage', () => {
  it('offers a photo as AVIF then WebP sources at every width, with the slot size, in a <picture>', () => {
    const { container } = render(
      <ResponsiveImage
        src={photoSrc}
        alt="Basin mixer, front view"
        variants={photoVariants}
        sizes="(min-width: 64em) 25vw, 50vw"
      />,
    );
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(min-width: 64em) 25vw, 50vw');
      const widths = (source.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[1]);
      expect(widths).toEqual(['320w', '640w']);
    }
    expect(sources[0]?.getAttribute('srcset')).toMatch(/\.320\.avif 320w, .*\.640\.avif 640w$/);
    const img = screen.getByRole('img', { name: 'Basin mixer, front view' });
    expect(img.parentElement).toBe(picture);
    expect(img).toHaveAttribute('src', photoSrc);
  });

  it('reserves the box with the photo width and height, and is lazy unless told otherwise', () => {
    render(<ResponsiveImage src={photoSrc} alt="Photo" variants={photoVariants} />);
    const img = screen.getByRole('img', { name: 'Photo' });
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(document.querySelector('source')).toHaveAttribute('sizes', '100vw');
  });

  it('loads the page’s main image eagerly with high fetch priority when asked', () => {
    render(
      <ResponsiveImage
        src={photoSrc}
        alt="Hero"
        variants={photoVariants}
        loading="eager"
        fetchPriority="high"
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders a drawing (SVG) or an image without variants as one plain <img> with the given box', () => {
    const { container } = render(
      <>
        <ResponsiveImage src={drawingSrc} alt="Drawing" width={400} height={400} />
        <ResponsiveImage src={drawingSrc} alt="Drawing with variants" variants={photoVariants} />
        <ResponsiveImage
          src="/media/x.jpg"
          alt="Empty variants"
          variants={{ width: 10, height: 10, sources: [] }}
          width={300}
          height={200}
        />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
    const drawing = screen.getByRole('img', { name: 'Drawing' });
    expect(drawing).toHaveAttribute('src', drawingSrc);
    expect(drawing).toHaveAttribute('width', '400');
    expect(drawing).toHaveAttribute('height', '400');
    expect(screen.getByRole('img', { name: 'Empty variants' })).toHaveAttribute('width', '300');
  });
});
