import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { textWrapper } from '../test/text';
import ContentPage, { loader } from './content-page';

type LoaderData = Awaited<ReturnType<typeof loader>>;

async function renderPage(path: string) {
  const data = loader({ request: new Request(`http://127.0.0.1${path}`) } as never) as LoaderData;
  const Stub = createRoutesStub([
    {
      path,
      // The route's component reads only its loader data.
      Component: () => (
        <ContentPage {...({ loaderData: data } as Parameters<typeof ContentPage>[0])} />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />, {
    wrapper: await textWrapper(path.startsWith('/hi') ? 'hi' : 'en'),
  });
  return data;
}

describe('content page by language', () => {
  it('serves a legal page in Hindi with the notice that the English text binds, linking to the English page', async () => {
    const data = await renderPage('/hi/privacy-policy');
    expect(data.page.title).toBe('प्राइवेसी पॉलिसी');
    const notice = await screen.findByRole('note');
    const link = within(notice).getByRole('link');
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्राइवेसी पॉलिसी');
    expect(screen.getByText('इस पेज पर')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(screen.queryByText('On this page')).toBeNull();
  });

  it('keeps the English page as it was: no notice', async () => {
    await renderPage('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('On this page')).toBeInTheDocument();
  });
});
