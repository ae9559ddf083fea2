// The form endpoints over the embedded SQLite default (no DATABASE_URL).
import { formsSuite } from './forms.suite';

formsSuite('sqlite');
