import type { Content } from 'pdfmake/interfaces';
import { COLORS, longDate } from '../layout.ts';

/** Who approved a quote revision and on which day. */
export interface ApprovalStamp {
  name: string;
  /** yyyy-mm-dd */
  date: string;
}

/** "Approved by {name} on {date}" under the totals of an approved revision; nothing otherwise. */
export function approvalStamp(approval: ApprovalStamp | null | undefined): Content[] {
  if (!approval) return [];
  return [
    {
      text: `Approved by ${approval.name} on ${longDate(approval.date)}`,
      bold: true,
      color: COLORS.accent,
      margin: [0, 12, 0, 0],
    },
  ];
}
