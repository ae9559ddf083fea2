// The web app manifest, so a visitor can add the site to a phone's home screen: name, colours and icons from brand.ts.
import { brand } from '../brand';

/** The home-screen icon: the brand's mark drawn light on the theme colour, inside the safe zone of a maskable icon. */
export function appIconSvg(): string {
  const [, , width, height] = brand.logo.viewBox.split(/\s+/).map(Number);
  const size = Math.max(width!, height!);
  // The mark fills the middle 60 %, so a launcher's circle or squircle mask never cuts it.
  const scale = (0.6 * 512) / size;
  const offset = (512 - size * scale) / 2;
  const paths = brand.logo.paths.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="${brand.themeColor}"/>` +
    `<g fill="${brand.backgroundColor}" transform="translate(${offset} ${offset}) scale(${scale})">${paths}</g>` +
    `</svg>`
  );
}

export const APP_ICON_PATH = '/app-icon.svg';

export function webManifest() {
  return {
    name: brand.name,
    short_name: brand.name,
    description: brand.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  };
}
