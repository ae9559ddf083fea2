// The same form endpoint tests with DATABASE_URL: submissions, outbox and idempotency in a real PostgreSQL.
import { formsSuite } from './forms.suite';

formsSuite('postgres');
