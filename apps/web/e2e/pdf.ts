// A PDF the site serves, read as text with pdf.js, for the end-to-end files that check the bathroom list's PDF.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

/** Fetches a PDF and returns its text, page by page, and its title. */
export async function pdfText(url: string): Promise<{ text: string; title: unknown }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfTextOf(new Uint8Array(await response.arrayBuffer()));
}

/** The text and title of a PDF's bytes (one fetched, or a form's answer caught in the browser). */
export async function pdfTextOf(data: Uint8Array): Promise<{ text: string; title: unknown }> {
  const document = await getDocument({
    data,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { text: lines.join('\n'), title: (info as { Title?: string }).Title };
}
