import { fireEvent, render, screen } from '@testing-library/react';
import { product } from '../../stories/fixtures';
import { DocumentLinks } from './DocumentLinks';

describe('DocumentLinks', () => {
  it('offers view and download links for technical documents and downloads for professionals', () => {
    const onDocument = vi.fn();
    render(
      <DocumentLinks
        technicals={product.support.technicals}
        professional={product.support.professional}
        onDocument={onDocument}
      />,
    );
    expect(screen.getByRole('heading', { name: 'technical documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'for professionals' })).toBeInTheDocument();
    const view = screen.getByRole('link', {
      name: 'View Specification sheet (opens in a new tab)',
    });
    expect(view).toHaveAttribute('href', '/media/docs/T14059-spec.pdf');
    const download = screen.getByRole('link', { name: 'Download Installation guide' });
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download Revit family (RFA)' })).toHaveAttribute(
      'href',
      '/media/docs/T14059.rfa',
    );
    fireEvent.click(download);
    expect(onDocument).toHaveBeenCalledWith('download', '/media/docs/T14059-install.pdf');
  });

  it('leaves out an empty section', () => {
    render(<DocumentLinks technicals={product.support.technicals} />);
    expect(screen.queryByRole('heading', { name: 'for professionals' })).not.toBeInTheDocument();
  });
});
