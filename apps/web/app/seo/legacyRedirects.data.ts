// URLs of the previous site and where they now live (spec 2.7). Patterns use React Router's syntax; the target may
// refer to a parameter as `:name`.

export interface LegacyRedirect {
  pattern: string;
  to: string;
}

export const legacyRedirects: readonly LegacyRedirect[] = [
  { pattern: 'Bathroom/Detail/:sku', to: '/product/:sku' },
  { pattern: 'Video/Detail/:video', to: '/videos-catalogs/videos' },
  { pattern: 'Company/Awards', to: '/about/awards/2021' },
  { pattern: 'ModuleFiles/Product/TechnicalSpecFilePath/:file', to: '/' },
  { pattern: 'ModuleFiles/Product/DiagramFilePath/:file', to: '/' },
  { pattern: 'ModuleFiles/Product/InstallationFilePath/:file', to: '/' },
  { pattern: 'ModuleFiles/ProductCatalogFile/Images/:image', to: '/' },
];

/** The target of a legacy URL, with its parameters filled in and URL-encoded. */
export function legacyTarget(redirect: LegacyRedirect, params: Record<string, string | undefined>) {
  return redirect.to.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
