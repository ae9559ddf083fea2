// Test-only (WEB_TEST_ERRORS=1): fails while the server renders it.
import { requireTestErrors } from '../observe/testErrors.server';

export function loader() {
  requireTestErrors();
  return null;
}

export default function ThrowOnServer() {
  if (typeof document === 'undefined')
    throw new Error('The test page failed while rendering on the server on purpose');
  return null;
}
