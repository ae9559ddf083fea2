// The leads for the sales team: every submission of the lead forms, oldest first, as CSV columns.
import type { Db } from '../db/database';
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

/** The leads stored since an ISO date or time (all when undefined), as CSV. */
export function exportLeads(db: Db, options: { since?: string | undefined } = {}): LeadExport {
  const rows = db
    .prepare<
      unknown[],
      { id: number; form: string; payload: string; captcha: string; created_at: string }
    >(
      `SELECT id, form, payload, captcha, created_at FROM submissions
       WHERE form IN (${LEAD_FORMS.map(() => '?').join(', ')}) AND created_at >= ?
       ORDER BY id`,
    )
    .all(...LEAD_FORMS, options.since ?? '');
  const lines = rows.map((row) => {
    const lead = JSON.parse(row.payload) as Record<string, unknown>;
    return LEAD_COLUMNS.map((column) => {
      switch (column) {
        case 'id':
          return row.id;
        case 'submitted_at':
          return row.created_at;
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
