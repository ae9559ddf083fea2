import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import {
  createTranslator,
  LANGUAGE_TAGS,
  isLanguage,
  type CompiledCatalog,
  type Language,
} from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import '../src/fonts.css';
// Stories in Hindi need a Devanagari face, which the package leaves to the app (the site ships Poppins' Devanagari
// subset on Hindi pages): the same one here, named through the theme's --fittings-font-devanagari.
import '@fontsource/poppins/devanagari-400.css';
import '@fontsource/poppins/devanagari-500.css';
import './devanagari.css';
// The faces that stand in for the second theme's system fonts in the screenshot test (bundledFonts.css.ts).
import '@fontsource/dejavu-sans/400.css';
import '@fontsource/dejavu-sans/700.css';
import '@fontsource-variable/noto-serif/wght.css';
import { TextProvider } from '../src/i18n/TextProvider';
import uiEnglish from '../src/i18n/messages.en';
import uiHindi from '../src/i18n/messages.hi';
import '../src/theme/global.css';
import { LinkProvider, type LinkComponentProps } from '../src/link/LinkProvider';
import { brandTheme } from '../src/theme/themes/brand.css';
import { studioTheme } from '../src/theme/themes/studio.css';
import { studioBundledTheme } from './bundledFonts.css';

const themes = { brand: brandTheme, studio: studioTheme } as const;
type ThemeName = keyof typeof themes;
// Under the `fonts: bundled` global (the visual test's), a theme whose stacks name system faces draws in bundled ones.
const bundledThemes: Partial<Record<ThemeName, string>> = { studio: studioBundledTheme };
const allThemeClasses = [...Object.values(themes), ...Object.values(bundledThemes)];

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
function ThemeRoot({
  name,
  bundledFonts,
  children,
}: {
  name: ThemeName;
  bundledFonts: boolean;
  children: ReactNode;
}) {
  const className = (bundledFonts ? bundledThemes[name] : undefined) ?? themes[name] ?? brandTheme;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...allThemeClasses);
    root.classList.add(className);
  }, [className]);
  return (
    <div className={className}>
      <LinkProvider linkComponent={StoryLink}>{children}</LinkProvider>
    </div>
  );
}

// Each language's translator, as an app makes it: catalog-core's words, then the design system's, English behind
// Hindi so a missing Hindi text shows in English rather than as its id. Keyed by language: a third is a data change.
const catalogues: Record<Language, readonly CompiledCatalog[]> = {
  en: [coreEnglish, uiEnglish],
  hi: [coreEnglish, uiEnglish, coreHindi, uiHindi],
};
const translators = Object.fromEntries(
  Object.entries(catalogues).map(([language, catalogs]) => [
    language,
    createTranslator(language as Language, ...catalogs),
  ]),
) as Record<Language, ReturnType<typeof createTranslator>>;

// The story's language goes on <html lang>, as the web app sets it, so `:lang(hi)` styles apply in dialogs too.
function LanguageRoot({ language, children }: { language: Language; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  }, [language]);
  return <TextProvider translator={translators[language]}>{children}</TextProvider>;
}

const withTheme: Decorator = (Story, context) => {
  // A story may pin its language (`globals: { language: 'hi' }`); otherwise the toolbar's choice.
  const chosen: unknown = context.globals.language;
  const language: Language = isLanguage(chosen) ? chosen : 'en';
  return (
    <ThemeRoot
      name={(context.globals.theme as ThemeName | undefined) ?? 'brand'}
      bundledFonts={context.globals.fonts === 'bundled'}
    >
      <LanguageRoot language={language}>
        <Story />
      </LanguageRoot>
    </ThemeRoot>
  );
};

// The Devanagari faces are loaded before the first story renders. Text laid out while its face was still on the way
// can stay in the fallback's empty boxes in Chromium after the face arrives (seen when a story in Hindi follows one in
// English, whose language switch already says हिन्दी); the site is not exposed, its Hindi pages link the faces
// from the head and a language switch loads a new document.
const loadDevanagariFaces = async () => {
  await Promise.all(
    ['400', '500'].map((weight) => document.fonts.load(`${weight} 1em Poppins`, 'हिन्दी')),
  );
  return {};
};

/** A global the toolbar switches between named values, its chosen value's title shown. */
const toolbarGlobal = (
  description: string,
  title: string,
  // An icon of Storybook's set: the preview's types check the name (`typography`, not one of them, drew none).
  icon: 'paintbrush' | 'globe' | 'type',
  items: { value: string; title: string }[],
) => ({ description, toolbar: { title, icon, items, dynamicTitle: true } });

// A factory (CSF Next): story files build their meta and stories from it, typed by it and by the addons named here.
export default definePreview({
  addons: [addonDocs(), addonA11y()],
  decorators: [withTheme],
  loaders: [loadDevanagariFaces],
  globalTypes: {
    theme: toolbarGlobal('Theme of the components', 'Theme', 'paintbrush', [
      { value: 'brand', title: 'Brand' },
      { value: 'studio', title: 'Studio (second theme)' },
    ]),
    language: toolbarGlobal('Language of the components’ texts', 'Language', 'globe', [
      { value: 'en', title: 'English' },
      { value: 'hi', title: 'हिन्दी (Hindi)' },
    ]),
    fonts: toolbarGlobal('Where a theme that names system fonts gets them', 'Fonts', 'type', [
      { value: 'system', title: 'This machine’s system fonts' },
      { value: 'bundled', title: 'Bundled stand-ins (as the screenshot test)' },
    ]),
  },
  initialGlobals: {
    theme: 'brand',
    language: 'en',
    fonts: 'system',
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
});
