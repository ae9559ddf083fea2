import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('takes focus and links each error to its field', () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'email', message: 'Enter your email' }]} />
        <TextField id="email" label="Email" error="Enter your email" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('There is a problem');
    fireEvent.click(screen.getByRole('link', { name: 'Enter your email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('takes focus again on the next attempt that still has errors', () => {
    const errors = [{ fieldId: 'email', message: 'Enter your email' }];
    const { rerender } = render(
      <>
        <ErrorSummary errors={errors} focusKey={1} />
        <button type="submit">Send</button>
      </>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    rerender(
      <>
        <ErrorSummary errors={errors} focusKey={2} />
        <button type="submit">Send</button>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
