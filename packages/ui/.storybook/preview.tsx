import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import '../src/fonts.css';
import '../src/theme/global.css';
import { LinkProvider, type LinkComponentProps } from '../src/link/LinkProvider';
import { brandTheme } from '../src/theme/themes/brand.css';
import { studioTheme } from '../src/theme/themes/studio.css';

const themes = { brand: brandTheme, studio: studioTheme } as const;
type ThemeName = keyof typeof themes;

// Stories never navigate away: links report their target instead, as a router link would.
function StoryLink({ href, onClick, ref, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      ref={ref}
      data-router-link=""
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

// The theme class goes on <html> as an app would put it, so dialogs in the top layer are themed too.
function ThemeRoot({ name, children }: { name: ThemeName; children: ReactNode }) {
  const className = themes[name] ?? brandTheme;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themes));
    root.classList.add(className);
  }, [className]);
  return (
    <div className={className}>
      <LinkProvider linkComponent={StoryLink}>{children}</LinkProvider>
    </div>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot name={(context.globals.theme as ThemeName | undefined) ?? 'brand'}>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'brand', title: 'Brand' },
          { value: 'studio', title: 'Studio (second theme)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'brand',
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // Interaction tests fail on accessibility violations found by axe.
    a11y: { test: 'error' },
    docs: { codePanel: true },
  },
  tags: ['autodocs'],
};

export default preview;
