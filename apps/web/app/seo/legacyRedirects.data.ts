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

/**
 * The target of a legacy URL, with its parameters filled in and URL-encoded. A parameter comes as it stood in the
 * address, percent-encoding and all: it is decoded once before it is encoded again, so `T14059%2DPR` leads to
 * `/product/T14059-PR`, not to `T14059%252DPR` (a model that exists nowhere, cached by browsers for a day).
 */
export function legacyTarget(redirect: LegacyRedirect, params: Record<string, string | undefined>) {
  return redirect.to.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(decodedOnce(params[name] ?? '')),
  );
}

/** Percent-decoded once; text whose encoding is broken stays as it was typed. */
function decodedOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
