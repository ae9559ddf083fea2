// The leads for the sales team: every submission of the lead forms, oldest first, as CSV columns.
import { isoTime, type WriteStore } from '../db/writes';
import { LEAD_FORMS } from './definitions';
import { toCsv } from './csv';

export const LEAD_COLUMNS = [
  'id',
  'submitted_at',
  'form',
  'event',
  'name',
  'phone',
  'email',
  'city',
  'pincode',
  'interest',
  'product',
  'message',
  'consent',
  'captcha',
] as const;

export interface LeadExport {
  csv: string;
  count: number;
}

/** The leads stored since an ISO date or time (all when undefined), as CSV, from either store. */
export async function exportLeads(
  store: WriteStore,
  options: { since?: string | undefined } = {},
): Promise<LeadExport> {
  let query = store.db
    .selectFrom('submissions')
    .select(['id', 'form', 'payload', 'captcha', 'created_at'])
    .where('form', 'in', [...LEAD_FORMS]);
  if (options.since !== undefined) query = query.where('created_at', '>=', options.since);
  const rows = await query.orderBy('id').execute();
  const lines = rows.map((row) => {
    const lead = JSON.parse(row.payload) as Record<string, unknown>;
    return LEAD_COLUMNS.map((column) => {
      switch (column) {
        case 'id':
          return row.id;
        case 'submitted_at':
          return isoTime(row.created_at);
        case 'form':
          return row.form;
        case 'captcha':
          return row.captcha;
        case 'consent':
          return lead.consent === true ? 'yes' : '';
        default:
          return lead[column];
      }
    });
  });
  return { csv: toCsv([LEAD_COLUMNS, ...lines]), count: rows.length };
}
